/**
 * A roster preview: the file's problems (then nothing can be applied), a new school year,
 * the counts, and who and what changes, each list in a table that opens on demand. Long
 * lists show their first rows: all of them are applied.
 */
import type { ReactNode } from 'react';
import { useFormat, useTranslation, type RosterPreview } from '@skillfolio/shared';
import { applySummary } from './PreviewSummary';
import { changesText, linkedByText, whyText, yearText } from './rosterWords';
import { RosterTable } from './RosterTable';
import { schoolYearText } from './schoolYear';
import { dayText } from './when';

/** Rows a list shows: enough to check a file by, few enough for a phone. */
const ROWS_SHOWN = 200;

/** A reason as a sentence begins. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface ListProps<T> {
  title: string;
  rows: readonly T[];
  columns: readonly string[];
  cells: (row: T) => ReactNode[];
}

function List<T>({ title, rows, columns, cells }: ListProps<T>) {
  const { t } = useTranslation('roster-sync');
  const f = useFormat();
  if (rows.length === 0) return null;
  const shown = rows.slice(0, ROWS_SHOWN);
  return (
    <details className="sf-roster__list">
      <summary>{t('list.summary', { title, n: f.number(rows.length) })}</summary>
      <RosterTable label={title} columns={columns} rows={shown} cells={cells} />
      {rows.length > shown.length && (
        <p>{t('list.firstShown', { shown: f.number(ROWS_SHOWN), total: f.number(rows.length) })}</p>
      )}
    </details>
  );
}

export function PreviewDetails({ preview }: { preview: RosterPreview }) {
  const { t } = useTranslation(['roster-sync', 'wire']);
  const f = useFormat();
  const year = (group: number | null) => (group === null ? '' : yearText(group, t));
  if (preview.problems.length > 0) {
    const total = preview.problems.length + preview.moreProblems;
    return (
      <>
        <p className="sf-field__error" role="alert">
          {t('problems.intro', { count: total, n: f.number(total) })}
        </p>
        <RosterTable
          label={t('problems.label')}
          columns={[t('problems.file'), t('problems.line'), t('problems.problem')]}
          rows={preview.problems}
          cells={(problem) => [
            problem.file,
            problem.line === 0 ? '' : problem.line,
            sentence(problem.reason),
          ]}
        />
        {preview.moreProblems > 0 && (
          <p>
            {t('problems.more', {
              count: preview.moreProblems,
              n: f.number(preview.moreProblems),
            })}
          </p>
        )}
      </>
    );
  }
  const counts = preview.counts;
  const column = {
    name: t('column.name'),
    username: t('column.username'),
    year: t('column.year'),
    cls: t('column.class'),
    pupils: t('column.pupils'),
    staff: t('column.staff'),
    changes: t('column.changes'),
  };
  return (
    <>
      {preview.rollover && preview.schoolYear !== null && (
        <p className="sf-roster__rollover" role="note">
          {preview.previousSchoolYear === null
            ? t('rollover.newYear', { year: schoolYearText(preview.schoolYear) })
            : t('rollover.newYearAfter', {
                year: schoolYearText(preview.schoolYear),
                previous: schoolYearText(preview.previousSchoolYear),
              })}
        </p>
      )}
      <p className="sf-import-summary">{applySummary(counts, t, f)}</p>
      {(counts.unchanged > 0 || counts.ignored > 0) && (
        <p>
          {[
            counts.unchanged > 0 &&
              t('unchanged', { count: counts.unchanged, n: f.number(counts.unchanged) }),
            counts.ignored > 0 &&
              t('ignored', { count: counts.ignored, n: f.number(counts.ignored) }),
          ]
            .filter((text): text is string => typeof text === 'string')
            .join(' ')}
        </p>
      )}
      {counts.leave > 0 && (
        <p role="note">
          {t('leaversNote', {
            count: preview.leaverDays,
            days: f.number(preview.leaverDays),
            day: dayText(preview.leaversEraseAfter, f),
          })}
        </p>
      )}
      <List
        title={t('list.toAdd')}
        rows={preview.adds}
        columns={[column.name, column.username, t('column.role'), column.year, t('column.classes')]}
        cells={(add) => [
          add.name,
          add.username,
          add.kind === 'pupil' ? t('role.pupil') : t('role.staff'),
          year(add.yearGroup),
          add.classes.join(', '),
        ]}
      />
      <List
        title={t('list.toUpdate')}
        rows={preview.updates}
        columns={[column.name, column.username, column.changes]}
        cells={(update) => [
          update.name,
          update.username,
          [
            update.linkBy === null ? '' : linkedByText(update.linkBy, t),
            changesText(update.changes, t),
          ]
            .filter((text) => text !== '')
            .join(t('changes.separator')),
        ]}
      />
      <List
        title={t('list.leavers')}
        rows={preview.leavers}
        columns={[column.name, column.username, t('column.why')]}
        cells={(leaver) => [leaver.name, leaver.username, whyText(leaver.why, t)]}
      />
      <List
        title={t('list.classesToAdd')}
        rows={preview.classAdds}
        columns={[column.cls, column.year, column.pupils, column.staff]}
        cells={(cls) => [cls.title, year(cls.yearGroup), cls.pupils, cls.staff]}
      />
      <List
        title={t('list.classesThatChange')}
        rows={preview.classUpdates}
        columns={[column.cls, column.pupils, column.staff, column.changes]}
        cells={(cls) => [
          cls.title,
          cls.pupils,
          cls.staff,
          [cls.reopens ? t('changes.opensAgain') : '', changesText(cls.changes, t)]
            .filter((text) => text !== '')
            .join(t('changes.separator')) || t('changes.members'),
        ]}
      />
      <List
        title={t('list.classesToClose')}
        rows={preview.classCloses}
        columns={[column.cls]}
        cells={(cls) => [cls.title]}
      />
    </>
  );
}
