/**
 * The school's own reading of its MIS's grades as year groups. By default the two-digit grade
 * is the UK year ("07" is Year 7) and "KG" or "R" is Reception; a school whose MIS writes them
 * otherwise lists its grades here. Saved whole; a roster checked after uses it.
 */
import { useState, type FormEvent } from 'react';
import {
  Button,
  call,
  Select,
  TextField,
  useSubmit,
  type GradeYear,
  type SelectOption,
} from '@skillfolio/shared';
import { Roster } from '@skillfolio/shared/contract';
import {
  ROSTER_GRADE_MAX_LENGTH,
  ROSTER_GRADES_MAX,
  YEAR_GROUP_MAX,
  yearGroupLabel,
} from '@skillfolio/shared/wire';

// Select keeps 0 for "nothing chosen": each year's option id is the year plus one.
const YEARS: SelectOption[] = Array.from({ length: YEAR_GROUP_MAX + 1 }, (_, year) => ({
  id: year + 1,
  name: yearGroupLabel(year),
}));

interface Row extends GradeYear {
  key: number;
}

let nextKey = 1;
const rowOf = (gradeYear: GradeYear): Row => ({ ...gradeYear, key: nextKey++ });

export interface GradeYearsFormProps {
  saved: readonly GradeYear[];
  onSaved: () => void;
}

export function GradeYearsForm({ saved, onSaved }: GradeYearsFormProps) {
  const [rows, setRows] = useState<Row[]>(() => saved.map(rowOf));
  const saving = useSubmit('The grades were not saved. Please try again.');

  const change = (key: number, patch: Partial<GradeYear>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const blank = rows.find((row) => row.grade.trim() === '');
    if (blank !== undefined) {
      saving.setProblem('Give each grade as your MIS writes it, or remove its row.');
      return;
    }
    const done = await saving.submit(() =>
      call(Roster.SaveGradeYears, {
        gradeYears: rows.map(({ grade, yearGroup }) => ({ grade: grade.trim(), yearGroup })),
      }),
    );
    if (done) onSaved();
  }

  return (
    <form
      className="sf-card sf-roster__grades"
      aria-labelledby="sf-roster-grades"
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <h2 id="sf-roster-grades">Grades and year groups</h2>
      <p>
        Unless you say otherwise here, the grade 07 is Year 7 (and so on up to 13), and KG or R is
        Reception. If your MIS writes its grades another way, list them.
      </p>
      {rows.length === 0 && <p>Your school reads grades the usual way.</p>}
      {rows.map((row, index) => (
        <fieldset key={row.key} className="sf-roster__grade">
          <legend className="sf-visually-hidden">Grade {index + 1}</legend>
          <TextField
            label="Grade in the MIS"
            value={row.grade}
            maxLength={ROSTER_GRADE_MAX_LENGTH}
            onChange={(grade) => change(row.key, { grade })}
          />
          <Select
            label="Year group"
            options={YEARS}
            selectedId={row.yearGroup + 1}
            onChange={(id) => change(row.key, { yearGroup: id - 1 })}
          />
          <Button
            variant="secondary"
            aria-label={`Remove grade ${row.grade || index + 1}`}
            onPress={() => setRows((all) => all.filter((other) => other.key !== row.key))}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      {saving.problem && (
        <p role="alert" className="sf-field__error">
          {saving.problem}
        </p>
      )}
      <div className="sf-toolbar">
        <Button
          variant="secondary"
          isDisabled={rows.length >= ROSTER_GRADES_MAX}
          onPress={() => setRows((all) => [...all, rowOf({ grade: '', yearGroup: 7 })])}
        >
          Add a grade
        </Button>
        <Button type="submit" isDisabled={saving.busy}>
          {saving.busy ? 'Saving…' : 'Save grades'}
        </Button>
      </div>
    </form>
  );
}
