/**
 * The pupils behind a figure, by name, in a dialog: those whose own rating of a skill and
 * their teacher's differ by OVERVIEW_GAP or more, or those who have not assessed in a round.
 */
import { useCallback, useState } from 'react';
import {
  Button,
  call,
  LoadProblem,
  Modal,
  Spinner,
  useFormat,
  useLoad,
  useTranslation,
  type OverviewPupil,
} from '@skillfolio/shared';
import { Overview } from '@skillfolio/shared/contract';
import { OVERVIEW_GAP, OVERVIEW_PUPILS_MAX } from '@skillfolio/shared/wire';
import { personName, pupilsQuery, yearText, type Filters, type PupilList } from './overviewFilters';

interface PupilsDialogProps {
  /** What to list; null: the dialog is closed. */
  list: PupilList | null;
  projectId: number;
  roundName: string;
  filters: Filters;
  onClose: () => void;
}

export function PupilsDialog({ list, projectId, roundName, filters, onClose }: PupilsDialogProps) {
  const { t } = useTranslation('school-overview');
  // The last list asked for: its title stays while the dialog closes.
  const [shown, setShown] = useState(list);
  if (list !== null && list !== shown) setShown(list);
  const pupils = useLoad(
    useCallback(
      () =>
        list === null
          ? null
          : call(Overview.GetOverviewPupils, pupilsQuery(projectId, filters, list)),
      [list, projectId, filters],
    ),
  );
  const title =
    shown?.kind === 'gaps'
      ? t('pupils.gapsTitle', { skill: shown.skill.name, round: roundName, gap: OVERVIEW_GAP })
      : t('pupils.notAssessedTitle', { round: roundName });
  return (
    <Modal
      title={title}
      isOpen={list !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {pupils.status === 'loading' && <Spinner label={t('pupils.loading')} />}
      {pupils.status === 'failed' && (
        <LoadProblem what={t('pupils.what')} onRetry={pupils.reload} />
      )}
      {pupils.status === 'loaded' && pupils.data && list && (
        <PupilTable
          pupils={pupils.data.pupils}
          more={pupils.data.more}
          gaps={list.kind === 'gaps'}
        />
      )}
      <div className="sf-modal__actions">
        <Button onPress={onClose}>{t('pupils.close')}</Button>
      </div>
    </Modal>
  );
}

function PupilTable({
  pupils,
  more,
  gaps,
}: {
  pupils: OverviewPupil[];
  more: boolean;
  gaps: boolean;
}) {
  const { t } = useTranslation(['school-overview', 'wire']);
  const f = useFormat();
  if (pupils.length === 0) return <p>{t('pupils.none')}</p>;
  const caption = t('pupils.caption', { count: pupils.length, n: f.number(pupils.length) });
  return (
    <>
      {more && (
        <p className="sf-overview-few">
          {t('pupils.more', { max: f.number(OVERVIEW_PUPILS_MAX) })}
        </p>
      )}
      {/* It scrolls: focusable, so a keyboard can scroll it too. */}
      <div className="sf-overview-pupils" role="region" aria-label={caption} tabIndex={0}>
        <table className="sf-overview-table sf-overview-table--names">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pupils.pupil')}</th>
              <th scope="col">{t('pupils.yearGroup')}</th>
              {gaps && (
                <>
                  <th scope="col">{t('pupils.own')}</th>
                  <th scope="col">{t('pupils.teacher')}</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {pupils.map((pupil) => (
              <tr key={pupil.user_id}>
                <th scope="row">{personName(pupil)}</th>
                <td>{yearText(pupil.year_group, t)}</td>
                {gaps && (
                  <>
                    <td>{pupil.own}</td>
                    <td>{pupil.teacher}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
