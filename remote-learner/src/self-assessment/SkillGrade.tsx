/**
 * One skill: a 0–10 slider and a statement. Saves when the slider changes and when the
 * statement loses focus; a failed save says so and keeps what the pupil chose and typed.
 */
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import {
  Button,
  call,
  Slider,
  TextField,
  useSession,
  useTranslation,
  type AssessmentFeedbackReply,
  type AssessmentSkill,
  type PupilTeacherRating,
  type StepUpEvidence,
  type TFunction,
} from '@skillfolio/shared';
import { STEP_UP_MIN } from '@skillfolio/shared/wire';
import { SelfAssessment } from '@skillfolio/shared/contract';
import { createLatestValueSaver, type LatestValueSaver } from './latestValueSaver';
import { StepUpPrompt } from './StepUpPrompt';

/** The teacher's rating and the step-up evidence beside this skill, once loaded. */
export interface SkillFeedback {
  rating: PupilTeacherRating | undefined;
  linked: StepUpEvidence | null;
  choices: AssessmentFeedbackReply['choices'];
  onLinked: (evidence: StepUpEvidence) => void;
}

interface GradeValue {
  /** null: not rated yet. A statement alone is saved without a grade, so the skill stays unrated. */
  grade: number | null;
  statement: string;
}

/** The earlier grade in words, beside the slider's marker (the marker itself is a picture). */
export function wasText(t: TFunction, skill: AssessmentSkill): string {
  const grade = skill.previous_grade ?? 0;
  return skill.previous_assessment_name
    ? t('self-assessment:skill.wasIn', { grade, assessment: skill.previous_assessment_name })
    : t('self-assessment:skill.was', { grade });
}

/**
 * Memoised: the page re-renders as each of its loads arrives and as pickers move, and a skill
 * whose data, lock and feedback have not changed draws nothing new (its slider and statement
 * are the heaviest part of the screen).
 */
export const SkillGrade = memo(function SkillGrade({
  skill,
  readOnly,
  feedback,
}: {
  skill: AssessmentSkill;
  readOnly: boolean;
  feedback?: SkillFeedback;
}) {
  const { t } = useTranslation(['self-assessment', 'wire']);
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const [grade, setGrade] = useState<number | null>(skill.grade);
  const [statement, setStatement] = useState(skill.statement ?? '');
  const [failed, setFailed] = useState(false);
  const lastSaved = useRef<GradeValue>({ grade: skill.grade, statement: skill.statement ?? '' });
  const saver = useRef<LatestValueSaver<GradeValue> | null>(null);
  // The toast is worded when a save ends, in the language of that moment: a change of
  // language must not make a new saver (a value waiting in the old one would be lost).
  const savedText = useRef('');
  savedText.current = t('saved');

  useEffect(() => {
    saver.current = createLatestValueSaver<GradeValue>(
      async (value) => {
        await call(SelfAssessment.SaveGrade, {
          assessment_grade_id: skill.assessment_grade_id,
          user_id: userId,
          // Left out while the skill is unrated: the statement is saved on its own.
          ...(value.grade === null ? {} : { grade: String(value.grade) }),
          statement: value.statement,
        });
      },
      {
        onSaved: (value) => {
          lastSaved.current = value;
          setFailed(false);
          useSession.getState().showToast(savedText.current);
        },
        onFailed: () => setFailed(true),
      },
    );
  }, [skill.assessment_grade_id, userId]);

  // Both fields travel together, so a statement save never puts back an older grade.
  const save = (value: GradeValue) => saver.current?.save(value);
  // The statement's blur reads the latest of both through a ref, so the field keeps one
  // handler and a slider move does not draw it (or the step-up prompt) again: on a slow
  // phone that halves what a move costs before the thumb is painted where the finger is.
  const latest = useRef({ grade, statement, failed });
  latest.current = { grade, statement, failed };
  const saveStatementOnBlur = useCallback(() => {
    const now = latest.current;
    if (now.failed || now.statement !== lastSaved.current.statement) {
      saver.current?.save({ grade: now.grade, statement: now.statement });
    }
  }, []);

  return (
    <div className="sf-skill">
      <Slider
        label={skill.skill_descriptor}
        value={grade ?? 0}
        isEmpty={grade === null}
        emptyText={t('skill.notRatedYet')}
        isDisabled={readOnly}
        onChange={(value) => setGrade(value)}
        onChangeEnd={(value) => save({ grade: value, statement })}
        marker={skill.previous_grade}
      />
      {skill.previous_grade !== null && <p className="sf-slider__was">{wasText(t, skill)}</p>}
      {/* Only once the pupil has rated it, so the teacher's view never anchors theirs. */}
      {feedback?.rating && grade !== null && (
        <p className="sf-teacher-rating">
          <strong>{t('wire:teacherRatingText', { grade: feedback.rating.grade })}</strong>
          {feedback.rating.comment && <> — {feedback.rating.comment}</>}
        </p>
      )}
      {feedback &&
        grade !== null &&
        skill.previous_grade !== null &&
        grade - skill.previous_grade >= STEP_UP_MIN && (
          <StepUpPromptOnce
            skillName={skill.skill_descriptor}
            assessmentGradeId={skill.assessment_grade_id}
            linked={feedback.linked}
            choices={feedback.choices}
            readOnly={readOnly}
            onLinked={feedback.onLinked}
          />
        )}
      <StatementField
        label={t('skill.statement', { skill: skill.skill_descriptor })}
        value={statement}
        onChange={setStatement}
        readOnly={readOnly}
        onBlur={saveStatementOnBlur}
      />
      {failed && (
        <div className="sf-skill__failed" role="alert">
          <span className="sf-alert">{t('skill.notSaved')}</span>{' '}
          <Button variant="secondary" onPress={() => save({ grade, statement })}>
            {t('skill.tryAgain')}
          </Button>
        </div>
      )}
    </div>
  );
});

const StepUpPromptOnce = memo(StepUpPrompt);

const StatementField = memo(function StatementField({
  label,
  value,
  onChange,
  readOnly,
  onBlur,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  onBlur: () => void;
}) {
  const { t } = useTranslation('self-assessment');
  return (
    <TextField
      label={label}
      rows={3}
      value={value}
      onChange={onChange}
      isReadOnly={readOnly}
      maxLength={4000}
      placeholder={readOnly ? undefined : t('skill.statementPlaceholder')}
      onBlur={onBlur}
    />
  );
});
