/**
 * The overview of one project for the chosen group: the filters, how many pupils the group
 * has and how many assessed in each round, then a card per skill under its area heading. A
 * group too small to show (fewer than OVERVIEW_MIN_GROUP pupils) gets one plain sentence.
 */
import { useState } from 'react';
import {
  Button,
  Spinner,
  useFormat,
  useTranslation,
  type OverviewRound,
  type OverviewSkill,
  type SchoolOverview,
} from '@skillfolio/shared';
import { OVERVIEW_MIN_GROUP } from '@skillfolio/shared/wire';
import { OverviewFilterBar } from './OverviewFilterBar';
import { chosenRound, skillsByArea, type Filters, type PupilList } from './overviewFilters';
import { PupilsDialog } from './PupilsDialog';
import { SkillCard } from './SkillCard';

interface OverviewFiguresProps {
  overview: SchoolOverview;
  /** New figures are on their way (a filter changed): the old ones stay until they come. */
  loading: boolean;
  filters: Filters;
  onFilters: (filters: Filters) => void;
  roundId: number | null;
  onRound: (roundId: number) => void;
}

export function OverviewFigures({
  overview,
  loading,
  filters,
  onFilters,
  roundId,
  onRound,
}: OverviewFiguresProps) {
  const { t } = useTranslation('school-overview');
  const [listing, setListing] = useState<PupilList | null>(null);
  const round = chosenRound(overview.rounds, roundId);

  return (
    <>
      <OverviewFilterBar
        overview={overview}
        filters={filters}
        onFilters={onFilters}
        round={round}
        onRound={onRound}
      >
        {loading && <Spinner label={t('load.figures')} />}
      </OverviewFilterBar>
      <div className="sf-overview-body" aria-busy={loading || undefined}>
        {overview.projects.length === 0 ? (
          <p>{t('empty.noProjects')}</p>
        ) : overview.pupils === null ? (
          <>
            <p className="sf-overview-too-small">
              {t('empty.groupTooSmall', { min: OVERVIEW_MIN_GROUP })}
            </p>
            {round === undefined && <p>{t('empty.noRounds')}</p>}
          </>
        ) : round === undefined ? (
          <p>{t('empty.noRounds')}</p>
        ) : (
          <>
            <GroupSummary
              pupils={overview.pupils}
              rounds={overview.rounds}
              round={round}
              onShowNotAssessed={() => setListing({ kind: 'notAssessed', roundId: round.round_id })}
            />
            {round.assessed === 0 ? (
              <p>{t('empty.nobodyAssessed', { round: round.round_name })}</p>
            ) : (
              <SkillAreas
                skills={overview.skills}
                round={round}
                rounds={overview.rounds}
                onShowGaps={(skill) =>
                  setListing({
                    kind: 'gaps',
                    roundId: round.round_id,
                    skill: { id: skill.skill_id, name: skill.skill_descriptor },
                  })
                }
              />
            )}
          </>
        )}
      </div>
      <PupilsDialog
        list={listing}
        projectId={overview.school_project_id}
        roundName={
          overview.rounds.find((r) => r.round_id === listing?.roundId)?.round_name ??
          round?.round_name ??
          ''
        }
        filters={filters}
        onClose={() => setListing(null)}
      />
    </>
  );
}

interface GroupSummaryProps {
  pupils: number;
  rounds: readonly OverviewRound[];
  round: OverviewRound;
  onShowNotAssessed: () => void;
}

function GroupSummary({ pupils, rounds, round, onShowNotAssessed }: GroupSummaryProps) {
  const { t } = useTranslation('school-overview');
  const f = useFormat();
  return (
    <section className="sf-overview-summary" aria-labelledby="sf-overview-summary">
      <h2 id="sf-overview-summary">{t('summary.heading')}</h2>
      <p className="sf-overview-summary__pupils">
        {t('summary.pupils', { count: pupils, n: f.number(pupils) })}
      </p>
      <ul className="sf-overview-summary__rounds">
        {rounds.map((r) => (
          <li key={r.round_id}>
            {r.assessed === null
              ? t('summary.tooFew', { round: r.round_name })
              : t(r.is_open ? 'summary.assessedOpen' : 'summary.assessed', {
                  round: r.round_name,
                  assessed: f.number(r.assessed),
                  pupils: f.number(pupils),
                })}
          </li>
        ))}
      </ul>
      {round.assessed !== null && round.assessed < pupils && (
        <Button variant="secondary" onPress={onShowNotAssessed}>
          {t('summary.showNotAssessed', { round: round.round_name })}
        </Button>
      )}
    </section>
  );
}

interface SkillAreasProps {
  skills: readonly OverviewSkill[];
  round: OverviewRound;
  rounds: readonly OverviewRound[];
  onShowGaps: (skill: OverviewSkill) => void;
}

function SkillAreas({ skills, round, rounds, onShowGaps }: SkillAreasProps) {
  const { t } = useTranslation('school-overview');
  const areas = skillsByArea(skills);
  if (areas.length === 0) return <p>{t('empty.noSkills', { round: round.round_name })}</p>;
  const someHeaded = areas.some((area) => area.area !== null);
  return areas.map(({ area, skills: inArea }) => (
    <section key={area ?? ''} className="sf-overview-area">
      <h2>{area ?? t(someHeaded ? 'area.other' : 'area.all')}</h2>
      <div className="sf-overview-cards">
        {inArea.map((skill) => (
          <SkillCard
            key={skill.skill_id}
            skill={skill}
            round={round}
            rounds={rounds}
            onShowGaps={onShowGaps}
          />
        ))}
      </div>
    </section>
  ));
}
