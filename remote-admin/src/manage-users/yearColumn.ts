/** Manage Users' Year column: the year group, and for a leaver when their account goes. */
import { type AdminUserRow, type DataColumn } from '@skillfolio/shared';
import { dayOf, yearGroupLabel } from '@skillfolio/shared/wire';

function yearText(user: AdminUserRow): string {
  const year = user.year_group === null ? '' : yearGroupLabel(user.year_group);
  if (user.erase_after === null) return year;
  return `${year}${year ? ', ' : ''}leaver (erased ${dayOf(user.erase_after)})`;
}

export const YEAR_COLUMN: DataColumn<AdminUserRow> = {
  id: 'year_group',
  header: 'Year',
  cell: yearText,
  // Sorts by year, Reception first.
  value: (user) => (user.year_group === null ? null : user.year_group),
};
