/** The year-group choice of the user modal: "Not set", "Reception", "Year 1" … "Year 13". */
import { Select, useTranslation, type SelectOption } from '@skillfolio/shared';
import { YEAR_GROUP_MAX } from '@skillfolio/shared/wire';
import { yearGroupName } from './yearColumn';

// Select keeps 0 for "nothing chosen", so each year's option id is the year plus one.
const NOT_SET_ID = YEAR_GROUP_MAX + 2;

export interface YearGroupSelectProps {
  year: number | null;
  onChange: (year: number | null) => void;
}

export function YearGroupSelect({ year, onChange }: YearGroupSelectProps) {
  const { t } = useTranslation(['manage-users', 'wire']);
  const options: SelectOption[] = [
    { id: NOT_SET_ID, name: yearGroupName(t, null) },
    ...Array.from({ length: YEAR_GROUP_MAX + 1 }, (_, each) => ({
      id: each + 1,
      name: yearGroupName(t, each),
    })),
  ];
  return (
    <Select
      label={t('userModal.yearGroup')}
      options={options}
      selectedId={year === null ? NOT_SET_ID : year + 1}
      onChange={(id) => onChange(id === NOT_SET_ID ? null : id - 1)}
    />
  );
}
