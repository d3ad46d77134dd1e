/**
 * A pull's outcome in words, as its school admin reads it on the Roster Sync screen (and the
 * audit log keeps it): when, then what happened. Times are the server's local time, as the
 * pull's hour is. Counts only, never a name: the preview has the details.
 */
import type { RosterCounts, RosterPreview } from '@skillfolio/shared/types';
import { formatCount } from '../rosterLimits';

const two = (value: number): string => String(value).padStart(2, '0');

/** "10 Jan 2027 at 02:00" */
export function pullTime(at: Date): string {
  const day = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return `${day} at ${two(at.getHours())}:${two(at.getMinutes())}`;
}

function some(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** "a, b and c" */
function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

export const pullingSince = (at: Date): string => `Pulling since ${pullTime(at)}…`;

export const pullFailed = (at: Date, why: string): string =>
  `The pull on ${pullTime(at)} failed: ${why}. Nothing was kept.`;

/** Something a pull would change that an admin must look at before it is applied. */
export interface ForReview {
  words: string;
  many: boolean;
}

function counted(count: number, one: string, many: string): ForReview {
  return { words: some(count, one, many), many: count !== 1 };
}

/** What in a pull's preview waits for an admin: none, and it may be applied at once. */
export function needsReview(preview: RosterPreview): ForReview[] {
  const { counts } = preview;
  return [
    ...(counts.leave > 0 ? [counted(counts.leave, 'leaver', 'leavers')] : []),
    ...(counts.classClose > 0
      ? [counted(counts.classClose, 'class to close', 'classes to close')]
      : []),
    ...(preview.rollover
      ? [{ words: `a new school year (${preview.schoolYear ?? ''})`, many: false }]
      : []),
  ];
}

/** A preview the pull could not keep (the MIS's data has problems) or cannot apply. */
export function pullNotApplicable(at: Date, preview: RosterPreview): string {
  const count = preview.problems.length + preview.moreProblems;
  const problems = some(count, 'problem', 'problems');
  if (preview.syncId === 0) {
    return `Pulled on ${pullTime(at)}: the MIS's roster has ${problems}, so nothing was kept. Fix them in the MIS, or pull now to see them.`;
  }
  return `Pulled on ${pullTime(at)}: the roster cannot be applied as it is (${problems}). It waits for you to review it.`;
}

/** A preview left for an admin: "12 leavers and a new school year wait for you to review them". */
export function pullWaiting(at: Date, review: readonly ForReview[]): string {
  const many = review.length > 1 || review.some((part) => part.many);
  const words = listed(review.map((part) => part.words));
  return `Pulled on ${pullTime(at)}: ${words} ${many ? 'wait' : 'waits'} for you to review ${many ? 'them' : 'it'}.`;
}

/** A pull an admin asked for: its preview waits for them, as an upload's does. */
export const pullPreviewed = (at: Date): string =>
  `Pulled on ${pullTime(at)} by an admin: the preview waits to be applied.`;

/** What an applied pull changed. */
export function pullApplied(at: Date, counts: RosterCounts): string {
  const changes = [
    ...(counts.addPupils > 0 ? [`${some(counts.addPupils, 'pupil', 'pupils')} added`] : []),
    ...(counts.addStaff > 0
      ? [`${some(counts.addStaff, 'member', 'members')} of staff added`]
      : []),
    ...(counts.update > 0 ? [`${formatCount(counts.update)} updated`] : []),
    ...(counts.classAdd > 0 ? [`${some(counts.classAdd, 'class', 'classes')} added`] : []),
    ...(counts.classUpdate > 0 ? [`${some(counts.classUpdate, 'class', 'classes')} changed`] : []),
  ];
  const said = changes.length === 0 ? 'nothing had changed' : listed(changes);
  // Their generated passwords went nowhere: nobody was there to print them.
  const added = counts.addPupils + counts.addStaff;
  const passwords =
    added > 0
      ? ' New accounts need a password set in Users, unless they sign in with Google or Microsoft.'
      : '';
  return `Pulled and applied on ${pullTime(at)}: ${said}.${passwords}`;
}

/** The apply refused (the school changed meanwhile, the hashing busy): `why` says what to do. */
export const pullNotApplied = (at: Date, why: string): string =>
  `Pulled on ${pullTime(at)} but not applied: ${why}`;
