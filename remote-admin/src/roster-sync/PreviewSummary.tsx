/** A preview's counts in words, and the button that applies it. */
import { Button, type RosterCounts, type RosterPreview } from '@skillfolio/shared';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** The counts as one sentence, for the confirmation and the outcome. */
export function applySummary(counts: RosterCounts): string {
  const parts = [
    counts.addPupils + counts.addStaff > 0 &&
      `${plural(counts.addPupils, 'pupil')} and ${plural(counts.addStaff, 'member', 'members')} of staff added`,
    counts.update > 0 && `${plural(counts.update, 'account')} updated`,
    counts.link > 0 && `${plural(counts.link, 'account')} made by hand linked`,
    counts.returns > 0 && `${plural(counts.returns, 'leaver')} back`,
    counts.leave > 0 && `${plural(counts.leave, 'leaver')}`,
    counts.classAdd > 0 && `${plural(counts.classAdd, 'class', 'classes')} added`,
    counts.classUpdate > 0 && `${plural(counts.classUpdate, 'class', 'classes')} changed`,
    counts.classClose > 0 && `${plural(counts.classClose, 'class', 'classes')} closed`,
  ].filter((part): part is string => typeof part === 'string');
  return parts.length === 0 ? 'Nothing changes.' : `${parts.join(', ')}.`;
}

export function ApplyButton({ preview, onPress }: { preview: RosterPreview; onPress: () => void }) {
  const counts = preview.counts;
  const changes =
    counts.addPupils +
    counts.addStaff +
    counts.update +
    counts.link +
    counts.leave +
    counts.returns +
    counts.classAdd +
    counts.classUpdate +
    counts.classClose;
  return (
    <div className="sf-toolbar">
      <Button onPress={onPress}>
        {changes === 0 ? 'Record this sync' : 'Apply these changes'}
      </Button>
    </div>
  );
}
