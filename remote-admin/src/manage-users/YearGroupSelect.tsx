/** The year-group choice of the user modal: "Not set", "Reception", "Year 1" … "Year 13". */
import { Select, type SelectOption } from '@skillfolio/shared';
import { YEAR_GROUP_MAX, yearGroupLabel } from '@skillfolio/shared/wire';

// Select keeps 0 for "nothing chosen", so each year's option id is the year plus one.
const NOT_SET_ID = YEAR_GROUP_MAX + 2;

const OPTIONS: SelectOption[] = [
  { id: NOT_SET_ID, name: yearGroupLabel(null) },
  ...Array.from({ length: YEAR_GROUP_MAX + 1 }, (_, year) => ({
    id: year + 1,
    name: yearGroupLabel(year),
  })),
];

export interface YearGroupSelectProps {
  year: number | null;
  onChange: (year: number | null) => void;
}

export function YearGroupSelect({ year, onChange }: YearGroupSelectProps) {
  return (
    <Select
      label="Year group"
      options={OPTIONS}
      selectedId={year === null ? NOT_SET_ID : year + 1}
      onChange={(id) => onChange(id === NOT_SET_ID ? null : id - 1)}
    />
  );
}
