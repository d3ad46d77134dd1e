/**
 * One skill in the chosen round: the two voices' spreads as a chart (and, on request, as a
 * table), the moves since the round before, and the gap flag with its pupils. A figure the
 * server left out (too few pupils behind it) says so in its place: never a 0.
 */
import { lazy, Suspense, useId } from 'react';
import {
  Button,
  useFormat,
  useTranslation,
  type OverviewRound,
  type OverviewSkill,
  type RatingMoves,
} from '@skillfolio/shared';
import { OVERVIEW_GAP } from '@skillfolio/shared/wire';
import { figuresIn, percentages, progressInto } from './overviewFilters';
import { SpreadTable } from './SpreadTable';

// The chart and its library: a chunk of its own, fetched when the first card draws, so no
// other screen of the admin area (one chunk) downloads them.
const SpreadChart = lazy(() =>
  import(/* webpackChunkName: "overview-chart" */ './SpreadChart').then(({ SpreadChart }) => ({
    default: SpreadChart,
  })),
);

interface SkillCardProps {
  skill: OverviewSkill;
  round: OverviewRound;
  rounds: readonly OverviewRound[];
  onShowGaps: (skill: OverviewSkill) => void;
}

export function SkillCard({ skill, round, rounds, onShowGaps }: SkillCardProps) {
  const { t } = useTranslation('school-overview');
  const f = useFormat();
  const headingId = useId();
  const figures = figuresIn(skill, round.round_id);
  const { own, teacher, gaps, both_rated: bothRated } = figures;
  const names = { skill: skill.skill_descriptor, round: round.round_name };

  return (
    <article className="sf-overview-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{skill.skill_descriptor}</h3>
      {(own || teacher) && (
        <Suspense fallback={<div className="sf-overview-chart sf-overview-chart--waiting" />}>
          <SpreadChart own={own} teacher={teacher} label={t('chart.label', names)} />
        </Suspense>
      )}
      {own === null && <p className="sf-overview-few">{t('card.ownTooFew')}</p>}
      {teacher === null && <p className="sf-overview-few">{t('card.teacherTooFew')}</p>}
      <Progress skill={skill} round={round} rounds={rounds} />
      <div className="sf-overview-gaps">
        {gaps === null || bothRated === null ? (
          <p className="sf-overview-few">{t('gaps.tooFew')}</p>
        ) : gaps === 0 ? (
          <p>
            {t('gaps.none', {
              count: bothRated,
              bothRated: f.number(bothRated),
              gap: OVERVIEW_GAP,
            })}
          </p>
        ) : (
          <>
            <p>
              {t('gaps.some', {
                count: gaps,
                gaps: f.number(gaps),
                bothRated: f.number(bothRated),
                gap: OVERVIEW_GAP,
              })}
            </p>
            <Button
              variant="secondary"
              aria-label={t('gaps.showLabel', names)}
              onPress={() => onShowGaps(skill)}
            >
              {t('gaps.show')}
            </Button>
          </>
        )}
      </div>
      {(own || teacher) && (
        <details className="sf-overview-card__table">
          <summary>{t('table.show')}</summary>
          <SpreadTable caption={t('table.caption', names)} own={own} teacher={teacher} />
        </details>
      )}
    </article>
  );
}

function Progress({ skill, round, rounds }: Omit<SkillCardProps, 'onShowGaps'>) {
  const { t } = useTranslation('school-overview');
  const f = useFormat();
  const progress = progressInto(skill, round.round_id);
  const from = rounds.find((r) => r.round_id === progress?.from_round_id);
  if (progress === undefined || from === undefined) {
    return <p className="sf-overview-progress">{t('progress.none')}</p>;
  }
  const line = (voice: 'own' | 'teacher', moves: RatingMoves | null) => {
    if (moves === null) return t(`progress.${voice}TooFew`);
    const shares = percentages(moves);
    return t(`progress.${voice}`, {
      count: moves.pupils,
      pupils: f.number(moves.pupils),
      higher: f.number(shares.higher),
      same: f.number(shares.same),
      lower: f.number(shares.lower),
    });
  };
  return (
    <div className="sf-overview-progress">
      <p className="sf-overview-progress__heading">
        {t('progress.heading', { round: from.round_name })}
      </p>
      <p className={progress.own ? undefined : 'sf-overview-few'}>{line('own', progress.own)}</p>
      <p className={progress.teacher ? undefined : 'sf-overview-few'}>
        {line('teacher', progress.teacher)}
      </p>
    </div>
  );
}
