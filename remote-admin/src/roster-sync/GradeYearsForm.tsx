/**
 * The school's own reading of its MIS's grades as year groups. By default the two-digit grade
 * is the UK year ("07" is Year 7) and "KG" or "R" is Reception; a school whose MIS writes them
 * otherwise lists its grades here. Saved whole; a roster checked after uses it.
 */
import { useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  call,
  Select,
  TextField,
  useSubmit,
  useTranslation,
  type GradeYear,
  type SelectOption,
} from '@skillfolio/shared';
import { Roster } from '@skillfolio/shared/contract';
import {
  ROSTER_GRADE_MAX_LENGTH,
  ROSTER_GRADES_MAX,
  YEAR_GROUP_MAX,
} from '@skillfolio/shared/wire';
import { yearText } from './rosterWords';

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
  const { t } = useTranslation(['roster-sync', 'wire']);
  const [rows, setRows] = useState<Row[]>(() => saved.map(rowOf));
  const saving = useSubmit(t('grades.notSaved'));
  // Select keeps 0 for "nothing chosen": each year's option id is the year plus one.
  const years = useMemo<SelectOption[]>(
    () =>
      Array.from({ length: YEAR_GROUP_MAX + 1 }, (_, year) => ({
        id: year + 1,
        name: yearText(year, t),
      })),
    [t],
  );

  const change = (key: number, patch: Partial<GradeYear>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const blank = rows.find((row) => row.grade.trim() === '');
    if (blank !== undefined) {
      saving.setProblem(t('grades.blank'));
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
      <h2 id="sf-roster-grades">{t('grades.heading')}</h2>
      <p>{t('grades.intro')}</p>
      {rows.length === 0 && <p>{t('grades.usual')}</p>}
      {rows.map((row, index) => (
        <fieldset key={row.key} className="sf-roster__grade">
          <legend className="sf-visually-hidden">{t('grades.legend', { n: index + 1 })}</legend>
          <TextField
            label={t('grades.grade')}
            value={row.grade}
            maxLength={ROSTER_GRADE_MAX_LENGTH}
            onChange={(grade) => change(row.key, { grade })}
          />
          <Select
            label={t('grades.yearGroup')}
            options={years}
            selectedId={row.yearGroup + 1}
            onChange={(id) => change(row.key, { yearGroup: id - 1 })}
          />
          <Button
            variant="secondary"
            aria-label={t('grades.removeLabel', { grade: row.grade || index + 1 })}
            onPress={() => setRows((all) => all.filter((other) => other.key !== row.key))}
          >
            {t('grades.remove')}
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
          {t('grades.add')}
        </Button>
        <Button type="submit" isDisabled={saving.busy}>
          {saving.busy ? t('saving') : t('grades.save')}
        </Button>
      </div>
    </form>
  );
}
