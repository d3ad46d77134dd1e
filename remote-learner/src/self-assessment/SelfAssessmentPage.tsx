/** SPEC §2 /selfassessment: project and assessment pickers, Add New, and the skills to rate. */
import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  call,
  LoadProblem,
  Page,
  Picker,
  ProjectPicker,
  Spinner,
  useAssessmentSelection,
  useLoad,
  useProjectSelection,
  useSession,
  useTranslation,
} from '@skillfolio/shared';
import { MyEvidence, SelfAssessment } from '@skillfolio/shared/contract';
import { AddAssessmentModal } from './AddAssessmentModal';
import { isHeading } from './skillKind';
import { SkillGrade, type SkillFeedback } from './SkillGrade';
import { useProjectRounds } from './useProjectRounds';

export function SelfAssessmentPage() {
  const { t } = useTranslation('self-assessment');
  const user = useSession((s) => s.currentUser);
  const readOnly = user?.read_only ?? true;
  const project = useProjectSelection();
  const assessment = useAssessmentSelection(project.projectId);
  const [adding, setAdding] = useState(false);
  const userId = user?.user_id ?? 0;
  const assessmentId = assessment.assessmentId;
  const rounds = useProjectRounds(
    userId,
    project.projectId,
    readOnly,
    assessment.assessments,
    assessment.setAssessmentId,
  );
  // An assessment of a closed round is shown as a parent sees it: read, never changed.
  const inClosedRound = rounds.closedAssessmentIds.has(assessmentId);
  const canAddNew = !readOnly && !rounds.loading && !rounds.hasRounds;
  const skills = useLoad(
    useCallback(
      () =>
        userId && assessmentId
          ? call(SelfAssessment.GetSkillsForAssessment, {
              user_id: userId,
              assessment_id: assessmentId,
            })
          : null,
      [userId, assessmentId],
    ),
  );

  // Teacher ratings and step-up evidence, loaded apart: the sliders work without them.
  const feedback = useLoad(
    useCallback(
      () =>
        userId && assessmentId
          ? call(MyEvidence.GetAssessmentFeedback, { user_id: userId, assessment_id: assessmentId })
          : null,
      [userId, assessmentId],
    ),
  );
  // One object per skill for as long as the feedback stays the same: a memoised SkillGrade
  // then sits out the page's other renders (rounds or assessments arriving, a picker moving).
  const feedbackData = feedback.status === 'loaded' ? feedback.data : undefined;
  const mutateFeedback = feedback.mutate;
  const feedbackOf = useMemo(() => {
    const made = new Map<number, SkillFeedback>();
    return (gradeId: number): SkillFeedback | undefined => {
      if (!feedbackData) return undefined;
      let one = made.get(gradeId);
      if (!one) {
        one = {
          rating: feedbackData.ratings.find((r) => r.assessment_grade_id === gradeId),
          linked:
            feedbackData.step_ups.find((s) => s.assessment_grade_id === gradeId)?.evidence ?? null,
          choices: feedbackData.choices,
          onLinked: (evidence) =>
            mutateFeedback((current) => ({
              ratings: current?.ratings ?? [],
              choices: current?.choices ?? { notes: [], steps: [], evidence: [] },
              step_ups: [
                ...(current?.step_ups ?? []).filter((s) => s.assessment_grade_id !== gradeId),
                { assessment_grade_id: gradeId, evidence },
              ],
            })),
        };
        made.set(gradeId, one);
      }
      return one;
    };
  }, [feedbackData, mutateFeedback]);

  const assessments = assessment.assessments.data ?? [];
  const noProjects =
    project.projects.status === 'loaded' && (project.projects.data ?? []).length === 0;

  return (
    <Page title={t('title')}>
      {project.projects.status === 'failed' && (
        <LoadProblem what={t('load.projects')} onRetry={project.projects.reload} />
      )}
      {noProjects && <p>{t('noProjects')}</p>}
      {project.projectId > 0 && (
        <div className="sf-toolbar">
          <ProjectPicker selection={project} />
          <Picker
            label={t('assessment')}
            options={assessments.map((a) => ({ id: a.assessment_id, name: a.assessment_name }))}
            selectedId={assessment.assessmentId}
            onChange={assessment.setAssessmentId}
          />
          {assessments.length === 1 && (
            <p className="sf-muted">
              {t('onlyAssessment', { name: assessments[0]?.assessment_name ?? '' })}
            </p>
          )}
          {canAddNew && (
            <Button variant="secondary" onPress={() => setAdding(true)}>
              {t('addNew')}
            </Button>
          )}
        </div>
      )}
      {assessment.assessments.status === 'failed' && (
        <LoadProblem what={t('load.assessments')} onRetry={assessment.assessments.reload} />
      )}
      {assessment.assessments.status === 'loaded' &&
        project.projectId > 0 &&
        assessments.length === 0 && (
          <p>
            {readOnly || rounds.loading
              ? t('noAssessments.plain')
              : rounds.hasRounds
                ? t('noAssessments.rounds')
                : t('noAssessments.addNew')}
          </p>
        )}
      {inClosedRound && <p className="sf-muted">{t('closedRound')}</p>}
      {(skills.status === 'loading' && assessment.assessmentId > 0) ||
      project.projects.status === 'loading' ? (
        <Spinner label={t('loading.skills')} />
      ) : null}
      {skills.status === 'failed' && (
        <LoadProblem what={t('load.skills')} onRetry={skills.reload} />
      )}
      {skills.status === 'loaded' && skills.data && (
        <div className="sf-skills">
          {skills.data.length === 0 && <p>{t('noSkills')}</p>}
          {skills.data.map((skill) =>
            isHeading(skill) ? (
              <h2 key={`heading-${skill.skill_id}`} className="sf-skills__heading">
                {skill.skill_descriptor}
              </h2>
            ) : (
              <SkillGrade
                key={`${assessment.assessmentId}-${skill.assessment_grade_id}`}
                skill={skill}
                readOnly={readOnly || inClosedRound}
                feedback={feedbackOf(skill.assessment_grade_id)}
              />
            ),
          )}
        </div>
      )}
      <AddAssessmentModal
        isOpen={adding}
        projectId={project.projectId}
        onClose={() => setAdding(false)}
        onAdded={(added) => {
          setAdding(false);
          // Added to the list and chosen in one render, so the choice is never reset to the first.
          assessment.assessments.mutate((list) => [...(list ?? []), added]);
          assessment.setAssessmentId(added.assessment_id);
        }}
      />
    </Page>
  );
}
