/** The grid of one round: pupils × skills, the class averages, who has not rated, and CSV. */
import { useMemo, useState } from 'react';
import {
  Button,
  DataTable,
  saveFile,
  TextField,
  useFormat,
  useTranslation,
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
  const { t } = useTranslation('class-view');
  const f = useFormat();
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
            {grade === null && <span className="sf-visually-hidden">{t('grid.notRated')}</span>}
          </span>
          {cell?.step_up && (
            <Button
              variant="secondary"
              className="sf-step-up"
              aria-label={t('grid.stepUp', {
                pupil: fullName(pupil),
                skill,
                grade: cell.step_up.previous_grade,
              })}
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
            <span className="sf-grade__teacher">
              {t('grid.teacherGrade', { grade: cell.teacher_grade })}
            </span>
          )}
        </>
      );
    };
    return [
      {
        id: 'name',
        header: t('grid.pupil'),
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
  }, [view.skills, t]);

  const needle = filter.trim().toLowerCase();
  const shown = view.pupils.filter((pupil) => fullName(pupil).toLowerCase().includes(needle));
  const notRated = view.pupils.filter((pupil) => !hasRated(pupil));

  const exportCsv = () => {
    const blob = new Blob([classCsv(view, t)], { type: 'text/csv;charset=utf-8' });
    saveFile(blob, csvFileName(whose, view.assessment_name, t));
  };

  return (
    <>
      <div className="sf-toolbar">
        <TextField label={t('grid.filter')} value={filter} onChange={setFilter} />
        <Button variant="secondary" onPress={exportCsv}>
          {t('grid.exportCsv')}
        </Button>
      </div>
      <p className="sf-class-legend">
        {t('legend.grades')} <span className="sf-grade sf-grade--low">0–3</span>
        <span className="sf-grade sf-grade--middle">4–6</span>
        <span className="sf-grade sf-grade--high">7–10</span>
        <span>{t('legend.stepUp')}</span>
      </p>
      <DataTable
        label={`${whose}, ${view.assessment_name}`}
        columns={columns}
        rows={shown}
        rowKey={(pupil) => pupil.user_id}
        emptyText={
          classTitle === null
            ? t('grid.noPupils')
            : t('grid.noPupilsOfClass', { className: classTitle, project: projectName })
        }
        actions={(pupil) => (
          <>
            {pupil.assessment_id > 0 && (
              <Button
                variant="secondary"
                onPress={() => setRating(pupil)}
                aria-label={t('grid.rateLabel', { pupil: fullName(pupil) })}
              >
                {t('grid.rate')}
              </Button>
            )}
            <PupilEvidenceButton pupil={pupil} projectId={projectId} />
          </>
        )}
      />
      {filter !== '' && shown.length === 0 && <p className="sf-muted">{t('grid.noMatch')}</p>}

      <h2>{t('notRated.heading')}</h2>
      {view.pupils.length === 0 ? (
        <p>{t('notRated.noPupils')}</p>
      ) : notRated.length === 0 ? (
        <p>{t('notRated.everyone', { round: view.assessment_name })}</p>
      ) : (
        <ul aria-label={t('notRated.label')}>
          {notRated.map((pupil) => (
            <li key={pupil.user_id}>{fullName(pupil)}</li>
          ))}
        </ul>
      )}

      <h2>{t('average.heading')}</h2>
      <DataTable
        label={t('average.label')}
        columns={[
          {
            id: 'skill',
            header: t('average.skill'),
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
            header: view.previous_round ?? t('average.previousRound'),
            cell: (s) => s.previous_average ?? '–',
            value: (s) => s.previous_average,
          },
          {
            id: 'change',
            header: t('average.change'),
            cell: (s) => changeText(s.average, s.previous_average, t, f),
            value: (s) =>
              s.average === null || s.previous_average === null
                ? null
                : s.average - s.previous_average,
          },
        ]}
        rows={view.skills}
        rowKey={(s) => s.skill_id}
        emptyText={t('average.noSkills')}
      />
      <p className="sf-muted">
        {view.previous_round === null
          ? t('average.firstRound')
          : t('average.previousIs', {
              previous: view.previous_round,
              round: view.assessment_name,
            })}
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
