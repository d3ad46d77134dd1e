/** Manage Users' Year column: the year group, and for a leaver when their account goes. */
import {
  type AdminUserRow,
  type DataColumn,
  type Formatters,
  type TFunction,
} from '@skillfolio/shared';

/** "Reception", "Year 7", or "Not set" for null, in the page's language (wire's words). */
export function yearGroupName(t: TFunction, year: number | null): string {
  if (year === null) return t('wire:yearGroupLabel.notSet');
  return year === 0 ? t('wire:yearGroupLabel.reception') : t('wire:yearGroupLabel.year', { year });
}

/** The day a leaver's account is erased, as a school writes it: "18 September 2027". */
const ERASE_DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

export function yearColumn(t: TFunction, f: Formatters): DataColumn<AdminUserRow> {
  const yearText = (user: AdminUserRow): string => {
    const year = user.year_group === null ? '' : yearGroupName(t, user.year_group);
    if (user.erase_after === null) return year;
    const date = f.date(user.erase_after, ERASE_DAY);
    return year
      ? t('manage-users:yearAndLeaver', { year, date })
      : t('manage-users:leaver', { date });
  };
  return {
    id: 'year_group',
    header: t('manage-users:columns.year'),
    cell: yearText,
    // Sorts by year, Reception first.
    value: (user) => (user.year_group === null ? null : user.year_group),
  };
}
