/**
 * What the preview shows for each pupil, worked out as the server will
 * (server/src/yearEnd/planYearEnd.ts): a leaver chosen leaves, a pupil kept back stays, a
 * pupil in the last year or above leaves, any other pupil with a year moves up one.
 */
import { type YearEndPupil } from '@skillfolio/shared';
import { yearGroupLabel } from '@skillfolio/shared/wire';

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

export function outcomeText(pupil: YearEndPupil, outcome: Outcome): string {
  switch (outcome.kind) {
    case 'moves':
      return yearGroupLabel(outcome.to);
    case 'stays':
      return `Stays in ${yearGroupLabel(pupil.year_group)}`;
    case 'leaves':
      return 'Leaves';
    case 'notSet':
      return 'No year set: stays';
  }
}

export function pupilName(pupil: YearEndPupil): string {
  const name = [pupil.first_name, pupil.last_name].filter(Boolean).join(' ');
  return name === '' ? pupil.username : `${name} (${pupil.username})`;
}
