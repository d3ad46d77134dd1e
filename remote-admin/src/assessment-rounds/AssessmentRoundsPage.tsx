/**
 * /class/rounds: the assessment rounds of a project. Staff open a round (pupils then assess in
 * it, and cannot add assessments of their own names to the project), rename or re-date it, and
 * close it (its assessments stay, read-only). A teacher sees the projects they teach; an admin
 * every project of the school.
 */
import { useCallback, useState } from 'react';
import {
  Button,
  call,
  ConfirmDialog,
  DataTable,
  LoadProblem,
  Page,
  Picker,
  Spinner,
  useLoad,
  useSubmit,
  type AssessmentRound,
  type DataColumn,
} from '@skillfolio/shared';
import { Rounds } from '@skillfolio/shared/contract';
import { useClassProjects } from '../class-view/useClassProjects';
import { RoundModal } from './RoundModal';

/** The modal is open on a round, on a new one, or not at all. */
type Editing = { round: AssessmentRound | null } | null;

/** 2026-09-01 as 1 Sep 2026: plain, and the same in every browser. */
function dayText(day: string | null): string {
  if (day === null) return '';
  const [year, month, date] = day.split('-').map(Number);
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${date} ${months[(month ?? 1) - 1] ?? ''} ${year}`;
}

const COLUMNS: DataColumn<AssessmentRound>[] = [
  {
    id: 'round_name',
    header: 'Round',
    cell: (round) => round.round_name,
    value: (round) => round.round_name,
    isRowHeader: true,
  },
  {
    id: 'dates',
    header: 'Dates',
    cell: (round) =>
      round.closes_on
        ? `${dayText(round.opens_on)} to ${dayText(round.closes_on)}`
        : `From ${dayText(round.opens_on)}`,
  },
  { id: 'state', header: 'State', cell: (round) => (round.is_open ? 'Open' : 'Closed') },
  {
    id: 'assessed',
    header: 'Pupils assessed',
    cell: (round) => String(round.assessed),
    value: (round) => round.assessed,
  },
];

export function AssessmentRoundsPage() {
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
  const closer = useSubmit('The round was not closed. Please try again.');

  async function close(round: AssessmentRound): Promise<void> {
    const done = await closer.submit(() => call(Rounds.CloseRound, { round_id: round.round_id }), {
      toast: 'Round closed',
    });
    setClosing(null);
    if (done) rounds.reload();
  }

  return (
    <Page title="Assessment Rounds">
      <p>
        A round is one time your pupils assess themselves in a project, such as Autumn 2026. While a
        round is open, every pupil of the project assesses in it, so the class view compares like
        with like; when you close it, the pupils&apos; grades in it stay, read-only.
      </p>
      {projects.status === 'loading' && <Spinner label="Loading your projects" />}
      {projects.status === 'failed' && (
        <LoadProblem what="your projects" onRetry={projects.reload} />
      )}
      {projects.status === 'loaded' && projectList.length === 0 && (
        <p>
          You are not assigned to a project yet. When your school admin adds you to one, you can
          open its rounds here.
        </p>
      )}
      {chosenProject && (
        <div className="sf-toolbar">
          <Picker
            label="Project"
            options={projectList.map((p) => ({ id: p.school_project_id, name: p.project_name }))}
            selectedId={chosenProjectId}
            onChange={setProjectId}
          />
          {projectList.length === 1 && (
            <p className="sf-muted">Project: {chosenProject.project_name}</p>
          )}
          {rounds.status === 'loaded' && !openRound && (
            <Button onPress={() => setEditing({ round: null })}>Open Round</Button>
          )}
        </div>
      )}
      {rounds.status === 'loaded' && openRound && (
        <p>{openRound.round_name} is open. Close it before opening the next round.</p>
      )}
      {closer.problem && <p role="alert">{closer.problem}</p>}
      {rounds.status === 'loading' && <Spinner label="Loading the rounds" />}
      {rounds.status === 'failed' && <LoadProblem what="the rounds" onRetry={rounds.reload} />}
      {rounds.status === 'loaded' && chosenProject && (
        <DataTable
          label="Rounds"
          columns={COLUMNS}
          rows={roundList}
          rowKey={(round) => round.round_id}
          emptyText={`${chosenProject.project_name} has no rounds yet. Until you open one, pupils name their own assessments.`}
          actions={(round) => (
            <>
              <Button
                variant="secondary"
                onPress={() => setEditing({ round })}
                aria-label={`Edit ${round.round_name}`}
              >
                Edit
              </Button>
              {round.is_open && (
                <Button
                  variant="secondary"
                  onPress={() => setClosing(round)}
                  aria-label={`Close ${round.round_name}`}
                >
                  Close
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
        message={
          closing
            ? `Close ${closing.round_name}? Pupils can no longer change their grades in it.`
            : undefined
        }
        confirmLabel="Close Round"
        onConfirm={() => closing && void close(closing)}
        onCancel={() => setClosing(null)}
      />
    </Page>
  );
}
