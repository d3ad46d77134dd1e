/**
 * /class/rounds: the assessment rounds of a project. Staff open a round (pupils then assess in
 * it, and cannot add assessments of their own names to the project), rename or re-date it, and
 * close it (its assessments stay, read-only). A teacher sees the projects they teach; an admin
 * every project of the school.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  call,
  ConfirmDialog,
  DataTable,
  formattersFor,
  LoadProblem,
  Page,
  Picker,
  Spinner,
  useLoad,
  useSubmit,
  useTranslation,
  type AssessmentRound,
  type DataColumn,
  type TFunction,
} from '@skillfolio/shared';
import { Rounds } from '@skillfolio/shared/contract';
import { useClassProjects } from '../class-view/useClassProjects';
import { RoundModal } from './RoundModal';

/** The modal is open on a round, on a new one, or not at all. */
type Editing = { round: AssessmentRound | null } | null;

/** Each month's key under `month`, January first. */
const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/**
 * 2026-09-01 as 1 Sep 2026 (1 Medi 2026 in Welsh): plain, and the same in every browser (Intl's
 * short months differ between browsers). `t` is the rounds screen's.
 */
function dayText(day: string | null, t: TFunction): string {
  if (day === null) return '';
  const [year, month, date] = day.split('-').map(Number);
  const key = MONTHS[(month ?? 1) - 1];
  return t('day', { date, month: key === undefined ? '' : t(`month.${key}`), year });
}

export function AssessmentRoundsPage() {
  const { t, i18n } = useTranslation('assessment-rounds');
  const language = i18n.language;
  const columns = useMemo<DataColumn<AssessmentRound>[]>(() => {
    const f = formattersFor(language);
    return [
      {
        id: 'round_name',
        header: t('column.round'),
        cell: (round) => round.round_name,
        value: (round) => round.round_name,
        isRowHeader: true,
      },
      {
        id: 'dates',
        header: t('column.dates'),
        cell: (round) =>
          round.closes_on
            ? t('dates.between', {
                from: dayText(round.opens_on, t),
                to: dayText(round.closes_on, t),
              })
            : t('dates.from', { from: dayText(round.opens_on, t) }),
      },
      {
        id: 'state',
        header: t('column.state'),
        cell: (round) => (round.is_open ? t('state.open') : t('state.closed')),
      },
      {
        id: 'assessed',
        header: t('column.assessed'),
        cell: (round) => f.number(round.assessed),
        value: (round) => round.assessed,
      },
    ];
  }, [t, language]);
  const { projects, projectList, chosenProject, chosenProjectId, setProjectId } =
    useClassProjects();

  const rounds = useLoad(
    useCallback(
      () =>
        chosenProjectId ? call(Rounds.ListRounds, { school_project_id: chosenProjectId }) : null,
      [chosenProjectId],
    ),
  );
  const roundList = rounds.data ?? [];
  const openRound = roundList.find((round) => round.is_open);
  const [editing, setEditing] = useState<Editing>(null);
  const [closing, setClosing] = useState<AssessmentRound | null>(null);
  const closer = useSubmit(t('notClosed'));

  async function close(round: AssessmentRound): Promise<void> {
    const done = await closer.submit(() => call(Rounds.CloseRound, { round_id: round.round_id }), {
      toast: t('closed'),
    });
    setClosing(null);
    if (done) rounds.reload();
  }

  return (
    <Page title={t('title')}>
      <p>{t('intro')}</p>
      {projects.status === 'loading' && <Spinner label={t('loadingProjects')} />}
      {projects.status === 'failed' && (
        <LoadProblem what={t('yourProjects')} onRetry={projects.reload} />
      )}
      {projects.status === 'loaded' && projectList.length === 0 && <p>{t('noProject')}</p>}
      {chosenProject && (
        <div className="sf-toolbar">
          <Picker
            label={t('project')}
            options={projectList.map((p) => ({ id: p.school_project_id, name: p.project_name }))}
            selectedId={chosenProjectId}
            onChange={setProjectId}
          />
          {projectList.length === 1 && (
            <p className="sf-muted">{t('onlyProject', { project: chosenProject.project_name })}</p>
          )}
          {rounds.status === 'loaded' && !openRound && (
            <Button onPress={() => setEditing({ round: null })}>{t('openRound')}</Button>
          )}
        </div>
      )}
      {rounds.status === 'loaded' && openRound && (
        <p>{t('isOpen', { round: openRound.round_name })}</p>
      )}
      {closer.problem && <p role="alert">{closer.problem}</p>}
      {rounds.status === 'loading' && <Spinner label={t('loadingRounds')} />}
      {rounds.status === 'failed' && <LoadProblem what={t('theRounds')} onRetry={rounds.reload} />}
      {rounds.status === 'loaded' && chosenProject && (
        <DataTable
          label={t('tableLabel')}
          columns={columns}
          rows={roundList}
          rowKey={(round) => round.round_id}
          emptyText={t('noRounds', { project: chosenProject.project_name })}
          actions={(round) => (
            <>
              <Button
                variant="secondary"
                onPress={() => setEditing({ round })}
                aria-label={t('editLabel', { round: round.round_name })}
              >
                {t('edit')}
              </Button>
              {round.is_open && (
                <Button
                  variant="secondary"
                  onPress={() => setClosing(round)}
                  aria-label={t('closeLabel', { round: round.round_name })}
                >
                  {t('close')}
                </Button>
              )}
            </>
          )}
        />
      )}
      {editing && chosenProject && (
        <RoundModal
          projectId={chosenProjectId}
          round={editing.round}
          onClose={(saved) => {
            setEditing(null);
            if (saved) rounds.reload();
          }}
        />
      )}
      <ConfirmDialog
        isOpen={closing !== null}
        message={closing ? t('confirmClose', { round: closing.round_name }) : undefined}
        confirmLabel={t('closeRound')}
        onConfirm={() => closing && void close(closing)}
        onCancel={() => setClosing(null)}
      />
    </Page>
  );
}
