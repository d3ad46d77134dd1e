/** The grid of one round: pupils × skills, the class averages, who has not rated, and CSV. */
import { useMemo, useState } from 'react';
import {
  Button,
  DataTable,
  saveFile,
  TextField,
  type ClassCell,
  type ClassPupil,
  type ClassViewReply,
  type DataColumn,
  type StepUpEvidence,
} from '@skillfolio/shared';
import { classCsv, csvFileName } from './classCsv';
import { changeText, gradeBand } from './gradeScale';
import { PupilEvidenceButton } from './PupilEvidence';
import { PupilRatingModal } from './PupilRatingModal';
import { StepUpModal } from './StepUpModal';

interface ClassGridProps {
  view: ClassViewReply;
  projectId: number;
  projectName: string;
  /** The class the grid is narrowed to; null: every pupil of the project. */
  classTitle: string | null;
  onRated: () => void;
}

function fullName(pupil: ClassPupil): string {
  return `${pupil.first_name} ${pupil.last_name}`.trim();
}

function hasRated(pupil: ClassPupil): boolean {
  return pupil.cells.some((cell) => cell.grade !== null);
}

export function ClassGrid({ view, projectId, projectName, classTitle, onRated }: ClassGridProps) {
  const whose = classTitle === null ? projectName : `${projectName}, ${classTitle}`;
  const [filter, setFilter] = useState('');
  const [evidence, setEvidence] = useState<{
    pupil: string;
    evidence: StepUpEvidence | null;
    skill: string;
  } | null>(null);
  const [rating, setRating] = useState<ClassPupil | null>(null);

  const columns = useMemo<DataColumn<ClassPupil>[]>(() => {
    const gradeCell = (pupil: ClassPupil, cell: ClassCell | undefined, skill: string) => {
      const grade = cell?.grade ?? null;
      return (
        <>
          <span className={`sf-grade sf-grade--${gradeBand(grade)}`}>
            {grade === null ? '–' : grade}
            {grade === null && <span className="sf-visually-hidden">not rated</span>}
          </span>
          {cell?.step_up && (
            <Button
              variant="secondary"
              className="sf-step-up"
              aria-label={`Step-up: ${fullName(pupil)}, ${skill}, up from ${cell.step_up.previous_grade}`}
              onPress={() =>
                setEvidence({
                  pupil: fullName(pupil),
                  skill,
                  evidence: cell.step_up?.evidence ?? null,
                })
              }
            >
              ↑{cell.step_up.previous_grade}
            </Button>
          )}
          {cell?.teacher_grade !== null && cell?.teacher_grade !== undefined && (
            <span className="sf-grade__teacher">Teacher: {cell.teacher_grade}</span>
          )}
        </>
      );
    };
    return [
      {
        id: 'name',
        header: 'Pupil',
        cell: (pupil) => fullName(pupil),
        value: (pupil) => `${pupil.last_name} ${pupil.first_name}`,
        isRowHeader: true,
      },
      ...view.skills.map((skill, i) => ({
        id: `skill-${skill.skill_id}`,
        header: skill.skill_descriptor,
        cell: (pupil: ClassPupil) => gradeCell(pupil, pupil.cells[i], skill.skill_descriptor),
        value: (pupil: ClassPupil) => pupil.cells[i]?.grade ?? null,
      })),
    ];
  }, [view.skills]);

  const needle = filter.trim().toLowerCase();
  const shown = view.pupils.filter((pupil) => fullName(pupil).toLowerCase().includes(needle));
  const notRated = view.pupils.filter((pupil) => !hasRated(pupil));

  const exportCsv = () => {
    const blob = new Blob([classCsv(view)], { type: 'text/csv;charset=utf-8' });
    saveFile(blob, csvFileName(whose, view.assessment_name));
  };

  return (
    <>
      <div className="sf-toolbar">
        <TextField label="Filter by name" value={filter} onChange={setFilter} />
        <Button variant="secondary" onPress={exportCsv}>
          Export CSV
        </Button>
      </div>
      <p className="sf-class-legend">
        Each pupil’s own grade, 0 to 10: <span className="sf-grade sf-grade--low">0–3</span>
        <span className="sf-grade sf-grade--middle">4–6</span>
        <span className="sf-grade sf-grade--high">7–10</span>
        <span>
          ↑ a step-up: 2 or more above the pupil’s previous assessment (press it for the evidence)
        </span>
      </p>
      <DataTable
        label={`${whose}, ${view.assessment_name}`}
        columns={columns}
        rows={shown}
        rowKey={(pupil) => pupil.user_id}
        emptyText={
          classTitle === null
            ? 'This project has no pupils yet.'
            : `No pupil of ${classTitle} is in ${projectName}.`
        }
        actions={(pupil) => (
          <>
            {pupil.assessment_id > 0 && (
              <Button
                variant="secondary"
                onPress={() => setRating(pupil)}
                aria-label={`Rate ${fullName(pupil)}`}
              >
                Rate
              </Button>
            )}
            <PupilEvidenceButton pupil={pupil} projectId={projectId} />
          </>
        )}
      />
      {filter !== '' && shown.length === 0 && (
        <p className="sf-muted">No pupil matches the filter.</p>
      )}

      <h2>Not yet rated</h2>
      {view.pupils.length === 0 ? (
        <p>There are no pupils here.</p>
      ) : notRated.length === 0 ? (
        <p>Every pupil has rated themselves in {view.assessment_name}.</p>
      ) : (
        <ul aria-label="Pupils not yet rated">
          {notRated.map((pupil) => (
            <li key={pupil.user_id}>{fullName(pupil)}</li>
          ))}
        </ul>
      )}

      <h2>Class average</h2>
      <DataTable
        label="Class average per skill"
        columns={[
          {
            id: 'skill',
            header: 'Skill',
            cell: (s) => s.skill_descriptor,
            value: (s) => s.skill_descriptor,
            isRowHeader: true,
          },
          {
            id: 'average',
            header: view.assessment_name,
            cell: (s) => s.average ?? '–',
            value: (s) => s.average,
          },
          {
            id: 'previous',
            header: view.previous_round ?? 'Previous round',
            cell: (s) => s.previous_average ?? '–',
            value: (s) => s.previous_average,
          },
          {
            id: 'change',
            header: 'Change',
            cell: (s) => changeText(s.average, s.previous_average),
            value: (s) =>
              s.average === null || s.previous_average === null
                ? null
                : s.average - s.previous_average,
          },
        ]}
        rows={view.skills}
        rowKey={(s) => s.skill_id}
        emptyText="No skills have been rated in this round yet."
      />
      <p className="sf-muted">
        {view.previous_round === null
          ? 'This is the first round of the project, so there is no change to show.'
          : `The previous round is ${view.previous_round}: the round that started before ${view.assessment_name}.`}
      </p>

      <StepUpModal shown={evidence} onClose={() => setEvidence(null)} />
      {rating && (
        <PupilRatingModal
          pupil={rating}
          onClose={() => {
            setRating(null);
            onRated();
          }}
        />
      )}
    </>
  );
}
