/** A preview's counts in words, and the button that applies it. */
import {
  Button,
  currentLanguage,
  formattersFor,
  i18n,
  useTranslation,
  type Formatters,
  type RosterCounts,
  type RosterPreview,
  type TFunction,
} from '@skillfolio/shared';

/**
 * The counts as one sentence, for the confirmation and the outcome. `t` is the roster screen's
 * (namespace `roster-sync`) and `f` its formatters: by default the page's.
 */
export function applySummary(
  counts: RosterCounts,
  t: TFunction = i18n.getFixedT(null, 'roster-sync'),
  f: Formatters = formattersFor(currentLanguage()),
): string {
  const n = (key: string, count: number) => t(key, { count, n: f.number(count) });
  const parts = [
    counts.addPupils + counts.addStaff > 0 &&
      t('summary.added', {
        pupils: n('summary.pupils', counts.addPupils),
        staff: n('summary.staff', counts.addStaff),
      }),
    counts.update > 0 && n('summary.updated', counts.update),
    counts.link > 0 && n('summary.linked', counts.link),
    counts.returns > 0 && n('summary.back', counts.returns),
    counts.leave > 0 && n('summary.leavers', counts.leave),
    counts.classAdd > 0 && n('summary.classesAdded', counts.classAdd),
    counts.classUpdate > 0 && n('summary.classesChanged', counts.classUpdate),
    counts.classClose > 0 && n('summary.classesClosed', counts.classClose),
  ].filter((part): part is string => typeof part === 'string');
  return parts.length === 0
    ? t('summary.nothing')
    : t('summary.sentence', { parts: parts.join(t('summary.separator')) });
}

export function ApplyButton({ preview, onPress }: { preview: RosterPreview; onPress: () => void }) {
  const { t } = useTranslation('roster-sync');
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
      <Button onPress={onPress}>{changes === 0 ? t('recordSync') : t('applyChanges')}</Button>
    </div>
  );
}
