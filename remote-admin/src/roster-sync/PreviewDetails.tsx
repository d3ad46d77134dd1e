/**
 * A roster preview: the file's problems (then nothing can be applied), a new school year,
 * the counts, and who and what changes, each list in a table that opens on demand. Long
 * lists show their first rows: all of them are applied.
 */
import type { ReactNode } from 'react';
import type { RosterChange, RosterPreview } from '@skillfolio/shared';
import { dayOf, yearGroupLabel } from '@skillfolio/shared/wire';
import { applySummary } from './PreviewSummary';
import { RosterTable } from './RosterTable';
import { schoolYearText } from './schoolYear';

/** Rows a list shows: enough to check a file by, few enough for a phone. */
const ROWS_SHOWN = 200;

/** A reason as a sentence begins. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function changesText(changes: readonly RosterChange[]): string {
  return changes.map((c) => `${c.field}: ${c.from || '(blank)'} → ${c.to || '(blank)'}`).join('; ');
}

interface ListProps<T> {
  title: string;
  rows: readonly T[];
  columns: readonly string[];
  cells: (row: T) => ReactNode[];
}

function List<T>({ title, rows, columns, cells }: ListProps<T>) {
  if (rows.length === 0) return null;
  const shown = rows.slice(0, ROWS_SHOWN);
  return (
    <details className="sf-roster__list">
      <summary>
        {title} ({rows.length.toLocaleString('en-GB')})
      </summary>
      <RosterTable label={title} columns={columns} rows={shown} cells={cells} />
      {rows.length > shown.length && (
        <p>
          The first {ROWS_SHOWN} of {rows.length.toLocaleString('en-GB')} are shown; all of them
          change.
        </p>
      )}
    </details>
  );
}

export function PreviewDetails({ preview }: { preview: RosterPreview }) {
  if (preview.problems.length > 0) {
    const total = preview.problems.length + preview.moreProblems;
    return (
      <>
        <p className="sf-field__error" role="alert">
          The file has {total === 1 ? 'a problem' : `${total.toLocaleString('en-GB')} problems`}, so
          nothing can be applied. Fix {total === 1 ? 'it' : 'them'} in your MIS, export again and
          check the new file.
        </p>
        <RosterTable
          label="Problems"
          columns={['File', 'Line', 'Problem']}
          rows={preview.problems}
          cells={(problem) => [
            problem.file,
            problem.line === 0 ? '' : problem.line,
            sentence(problem.reason),
          ]}
        />
        {preview.moreProblems > 0 && (
          <p>And {preview.moreProblems.toLocaleString('en-GB')} more problems of the same kinds.</p>
        )}
      </>
    );
  }
  const counts = preview.counts;
  return (
    <>
      {preview.rollover && preview.schoolYear !== null && (
        <p className="sf-roster__rollover" role="note">
          A new school year: {schoolYearText(preview.schoolYear)}
          {preview.previousSchoolYear === null
            ? ''
            : ` (the last roster was for ${schoolYearText(preview.previousSchoolYear)})`}
          . Pupils move up a year and join this year&apos;s classes; last year&apos;s classes close.
          Their assessments, plans and evidence stay with them.
        </p>
      )}
      <p className="sf-import-summary">{applySummary(counts)}</p>
      {(counts.unchanged > 0 || counts.ignored > 0) && (
        <p>
          {counts.unchanged > 0 &&
            `${counts.unchanged.toLocaleString('en-GB')} people stay as they are. `}
          {counts.ignored > 0 &&
            `${counts.ignored.toLocaleString('en-GB')} rows are left alone (parents, guardians, and anyone not at this school).`}
        </p>
      )}
      {counts.leave > 0 && (
        <p role="note">
          Leavers are never deleted by a roster: they keep read-only access and can download their
          profile for {preview.leaverDays} days (until {dayOf(preview.leaversEraseAfter)}), then
          their accounts are erased.
        </p>
      )}
      <List
        title="To add"
        rows={preview.adds}
        columns={['Name', 'Username', 'Role', 'Year', 'Classes']}
        cells={(add) => [
          add.name,
          add.username,
          add.kind === 'pupil' ? 'Pupil' : 'Staff',
          add.yearGroup === null ? '' : yearGroupLabel(add.yearGroup),
          add.classes.join(', '),
        ]}
      />
      <List
        title="To update"
        rows={preview.updates}
        columns={['Name', 'Username', 'Changes']}
        cells={(update) => [
          update.name,
          update.username,
          [update.linkBy === null ? '' : `linked by ${update.linkBy}`, changesText(update.changes)]
            .filter((text) => text !== '')
            .join('; '),
        ]}
      />
      <List
        title="Leavers"
        rows={preview.leavers}
        columns={['Name', 'Username', 'Why']}
        cells={(leaver) => [leaver.name, leaver.username, leaver.why]}
      />
      <List
        title="Classes to add"
        rows={preview.classAdds}
        columns={['Class', 'Year', 'Pupils', 'Staff']}
        cells={(cls) => [
          cls.title,
          cls.yearGroup === null ? '' : yearGroupLabel(cls.yearGroup),
          cls.pupils,
          cls.staff,
        ]}
      />
      <List
        title="Classes that change"
        rows={preview.classUpdates}
        columns={['Class', 'Pupils', 'Staff', 'Changes']}
        cells={(cls) => [
          cls.title,
          cls.pupils,
          cls.staff,
          [cls.reopens ? 'opens again' : '', changesText(cls.changes)]
            .filter((text) => text !== '')
            .join('; ') || 'who is in it',
        ]}
      />
      <List
        title="Classes to close"
        rows={preview.classCloses}
        columns={['Class']}
        cells={(cls) => [cls.title]}
      />
    </>
  );
}
