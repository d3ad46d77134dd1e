/**
 * The overview's filters in one row that wraps: project, round, year group, class, and for a
 * school admin the SEND and disadvantaged flags. A choice of one (one project, one round) is
 * said rather than offered.
 */
import { useMemo, type ReactNode } from 'react';
import {
  Picker,
  Select,
  useTranslation,
  type FlagFilter,
  type OverviewRound,
  type SchoolOverview,
} from '@skillfolio/shared';
import { yearText, type Filters } from './overviewFilters';

/** "Every year group" and "every class" in the pickers, whose ids must not be 0. */
const EVERY = -1;
const FLAGS: readonly FlagFilter[] = ['any', 'yes', 'no'];

interface OverviewFilterBarProps {
  overview: SchoolOverview;
  filters: Filters;
  onFilters: (filters: Filters) => void;
  round: OverviewRound | undefined;
  onRound: (roundId: number) => void;
  /** At the row's end: what says new figures are on their way. */
  children?: ReactNode;
}

export function OverviewFilterBar({
  overview,
  filters,
  onFilters,
  round,
  onRound,
  children,
}: OverviewFilterBarProps) {
  const { t } = useTranslation(['school-overview', 'wire']);
  const project = overview.projects.find((p) => p.id === overview.school_project_id);
  const yearOptions = useMemo(
    () => [
      { id: EVERY, name: t('filters.everyYear') },
      // Reception is year 0: the picker's ids start at 1.
      ...overview.year_groups.map((year) => ({ id: year + 1, name: yearText(year, t) })),
    ],
    [overview.year_groups, t],
  );
  const classOptions = useMemo(
    () => [{ id: EVERY, name: t('filters.everyClass') }, ...overview.classes],
    [overview.classes, t],
  );
  const flagOptions = (flag: 'send' | 'disadvantaged') =>
    FLAGS.map((value, index) => ({ id: index + 1, name: t(`filters.${flag}.${value}`) }));
  const set = (change: Partial<Filters>) => onFilters({ ...filters, ...change });

  return (
    <div className="sf-toolbar sf-overview-filters" role="group" aria-label={t('filters.label')}>
      {overview.projects.length > 1 ? (
        <Picker
          label={t('filters.project')}
          options={overview.projects}
          selectedId={overview.school_project_id}
          onChange={(id) => set({ projectId: id })}
        />
      ) : (
        project && <p className="sf-muted">{t('filters.onlyProject', { project: project.name })}</p>
      )}
      {overview.rounds.length > 1 && round ? (
        <Picker
          label={t('filters.round')}
          options={overview.rounds.map((r) => ({ id: r.round_id, name: r.round_name }))}
          selectedId={round.round_id}
          onChange={onRound}
        />
      ) : (
        round && <p className="sf-muted">{t('filters.onlyRound', { round: round.round_name })}</p>
      )}
      {overview.year_groups.length > 0 && (
        <Select
          label={t('filters.yearGroup')}
          options={yearOptions}
          selectedId={filters.yearGroup < 0 ? EVERY : filters.yearGroup + 1}
          onChange={(id) => set({ yearGroup: id === EVERY ? -1 : id - 1 })}
        />
      )}
      {overview.classes.length > 0 && (
        <Select
          label={t('filters.class')}
          options={classOptions}
          selectedId={filters.classId > 0 ? filters.classId : EVERY}
          onChange={(id) => set({ classId: id === EVERY ? 0 : id })}
        />
      )}
      {overview.flag_filters &&
        (['send', 'disadvantaged'] as const).map((flag) => (
          <Select
            key={flag}
            label={t(`filters.${flag}.label`)}
            options={flagOptions(flag)}
            selectedId={FLAGS.indexOf(filters[flag]) + 1}
            onChange={(id) => set({ [flag]: FLAGS[id - 1] ?? 'any' })}
          />
        ))}
      {children}
    </div>
  );
}
