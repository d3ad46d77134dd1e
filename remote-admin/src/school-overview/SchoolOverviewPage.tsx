/**
 * /overview: the School Overview. A head or pastoral lead sees, for a project and a group of
 * pupils, per skill and round, how pupils rated themselves and how their teachers rated them,
 * side by side and never averaged together; the moves since the round before; the gaps of 3
 * or more between the two voices and who they are; and who has not assessed. Below: the
 * inspection pack, and for a school admin, which other staff see the overview.
 */
import { useCallback, useState } from 'react';
import {
  call,
  LoadProblem,
  Page,
  Spinner,
  Stylesheet,
  useLoad,
  useSession,
  useTranslation,
  type ScreenProps,
} from '@skillfolio/shared';
import { Overview } from '@skillfolio/shared/contract';
import { InspectionPackForm } from './InspectionPackForm';
import { OverviewFigures } from './OverviewFigures';
import { NO_FILTERS, overviewQuery, type Filters } from './overviewFilters';
import { OverviewStaffSection } from './OverviewStaffSection';
import overviewCss from './schoolOverview.css';

export function SchoolOverviewPage(_props: ScreenProps) {
  const { t } = useTranslation('school-overview');
  const isAdmin = useSession(
    (s) => s.currentUser?.is_schoolAdmin === true || s.currentUser?.is_Admin === true,
  );
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // null: the project's newest round.
  const [roundId, setRoundId] = useState<number | null>(null);
  const overview = useLoad(
    useCallback(() => call(Overview.GetOverview, overviewQuery(filters)), [filters]),
  );

  const changeFilters = (next: Filters) => {
    // Another project's rounds: start again on its newest.
    if (next.projectId !== filters.projectId) setRoundId(null);
    setFilters(next);
  };

  return (
    <Page title={t('title')}>
      <Stylesheet name="sf-school-overview" css={overviewCss} />
      <p>{t('intro')}</p>
      {overview.status === 'failed' && (
        <LoadProblem what={t('load.what')} onRetry={overview.reload} />
      )}
      {overview.data === undefined ? (
        overview.status === 'loading' && <Spinner label={t('load.loading')} />
      ) : (
        <OverviewFigures
          overview={overview.data}
          loading={overview.status === 'loading'}
          filters={filters}
          onFilters={changeFilters}
          roundId={roundId}
          onRound={setRoundId}
        />
      )}
      {/* Below the figures once they are in, so nothing moves under the reader's eyes. */}
      {overview.data !== undefined && (
        <>
          <InspectionPackForm />
          {isAdmin && <OverviewStaffSection />}
        </>
      )}
    </Page>
  );
}
