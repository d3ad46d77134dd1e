/**
 * What the preview shows for each pupil, worked out as the server will
 * (server/src/yearEnd/planYearEnd.ts): a leaver chosen leaves, a pupil kept back stays, a
 * pupil in the last year or above leaves, any other pupil with a year moves up one.
 */
import type { Formatters, TFunction, YearEndPupil } from '@skillfolio/shared';

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** An ISO timestamp as the day a school writes, in UTC and the page's language: "18 September 2027". */
export function dayText(iso: string, f: Formatters): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : f.date(date, DAY);
}

export type Outcome =
  { kind: 'moves'; to: number } | { kind: 'stays' } | { kind: 'leaves' } | { kind: 'notSet' };

export interface Choices {
  lastYear: number;
  keepBack: ReadonlySet<number>;
  leavers: ReadonlySet<number>;
}

export function outcomeOf(pupil: YearEndPupil, choices: Choices): Outcome {
  if (choices.leavers.has(pupil.user_id)) return { kind: 'leaves' };
  if (choices.keepBack.has(pupil.user_id)) return { kind: 'stays' };
  if (pupil.year_group === null) return { kind: 'notSet' };
  if (pupil.year_group >= choices.lastYear) return { kind: 'leaves' };
  return { kind: 'moves', to: pupil.year_group + 1 };
}

/**
 * "Reception", "Year 7", or "Not set" for null, in the page's language: the wire's words (the
 * screen's `t` must have loaded `wire`).
 */
export function yearText(year: number | null, t: TFunction): string {
  if (year === null) return t('wire:yearGroupLabel.notSet');
  return year === 0 ? t('wire:yearGroupLabel.reception') : t('wire:yearGroupLabel.year', { year });
}

/** The preview's next year for a pupil; `t` is the year end's. */
export function outcomeText(pupil: YearEndPupil, outcome: Outcome, t: TFunction): string {
  switch (outcome.kind) {
    case 'moves':
      return yearText(outcome.to, t);
    case 'stays':
      // Welsh mutates the year after "in": a sentence of its own for each.
      if (pupil.year_group === null) return t('outcome.staysNotSet');
      return pupil.year_group === 0
        ? t('outcome.staysInReception')
        : t('outcome.staysInYear', { year: pupil.year_group });
    case 'leaves':
      return t('outcome.leaves');
    case 'notSet':
      return t('outcome.notSet');
  }
}

export function pupilName(pupil: YearEndPupil): string {
  const name = [pupil.first_name, pupil.last_name].filter(Boolean).join(' ');
  return name === '' ? pupil.username : `${name} (${pupil.username})`;
}
