/** One skill in the teacher's rating: the pupil's grade and statement, then the teacher's. */
import { useRef, useState } from 'react';
import {
  Button,
  call,
  Slider,
  TextField,
  Trans,
  useSession,
  useTranslation,
  type AssessmentSkill,
  type StepUpLink,
  type TeacherRating,
} from '@skillfolio/shared';
import { TEACHER_COMMENT_MAX } from '@skillfolio/shared/wire';
import { Teaching } from '@skillfolio/shared/contract';

interface TeacherRatingFieldProps {
  pupilName: string;
  skill: AssessmentSkill;
  rating: TeacherRating | undefined;
  stepUp: StepUpLink | undefined;
}

interface RatingValue {
  grade: number;
  comment: string;
}

export function TeacherRatingField({ pupilName, skill, rating, stepUp }: TeacherRatingFieldProps) {
  const { t } = useTranslation('class-view');
  const [grade, setGrade] = useState<number | null>(rating?.grade ?? null);
  const [comment, setComment] = useState(rating?.comment ?? '');
  const [failed, setFailed] = useState(false);
  const saved = useRef<string>(rating?.comment ?? '');
  // One save at a time, in order: the newest value is always the one saved last.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const save = (value: RatingValue) => {
    queue.current = queue.current.then(async () => {
      try {
        await call(Teaching.SaveTeacherRating, {
          assessment_grade_id: skill.assessment_grade_id,
          grade: value.grade,
          comment: value.comment,
        });
        saved.current = value.comment;
        setFailed(false);
        useSession.getState().showToast(t('saved'));
      } catch {
        setFailed(true);
      }
    });
  };

  const rated = skill.grade !== null;
  const was = skill.previous_grade !== null;
  return (
    <div className="sf-rating">
      <p className="sf-rating__pupil">
        <Trans
          t={t}
          i18nKey={
            rated
              ? was
                ? 'rating.pupilGradeWas'
                : 'rating.pupilGrade'
              : was
                ? 'rating.pupilNotRatedWas'
                : 'rating.pupilNotRated'
          }
          values={{
            skill: skill.skill_descriptor,
            pupil: pupilName,
            grade: skill.grade,
            previous: skill.previous_grade,
          }}
          components={{ strong: <strong /> }}
        />
        {skill.statement ? t('rating.statement', { statement: skill.statement }) : ''}
        {stepUp && ` ${t('rating.stepUpShownBy', { title: stepUp.evidence.title })}`}
      </p>
      {rated ? (
        <>
          <Slider
            label={t('rating.teacherGrade', { skill: skill.skill_descriptor })}
            value={grade ?? 0}
            isEmpty={grade === null}
            emptyText={t('rating.notRatedByYou')}
            onChange={setGrade}
            onChangeEnd={(value) => save({ grade: value, comment })}
          />
          <TextField
            label={t('rating.teacherComment', { skill: skill.skill_descriptor })}
            rows={2}
            maxLength={TEACHER_COMMENT_MAX}
            value={comment}
            onChange={setComment}
            isDisabled={grade === null}
            description={grade === null ? t('rating.gradeFirst') : undefined}
            onBlur={() => {
              if (grade !== null && (failed || comment !== saved.current)) save({ grade, comment });
            }}
          />
          {failed && (
            <div role="alert">
              <span className="sf-alert">{t('rating.notSaved')}</span>{' '}
              <Button
                variant="secondary"
                onPress={() => grade !== null && save({ grade, comment })}
              >
                {t('rating.tryAgain')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <p className="sf-muted">{t('rating.waitForPupil', { pupil: pupilName })}</p>
      )}
    </div>
  );
}
