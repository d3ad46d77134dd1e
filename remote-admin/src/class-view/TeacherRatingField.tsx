/** One skill in the teacher's rating: the pupil's grade and statement, then the teacher's. */
import { useRef, useState } from 'react';
import {
  Button,
  call,
  Slider,
  TextField,
  useSession,
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
        useSession.getState().showToast('Saved');
      } catch {
        setFailed(true);
      }
    });
  };

  const rated = skill.grade !== null;
  return (
    <div className="sf-rating">
      <p className="sf-rating__pupil">
        <strong>{skill.skill_descriptor}</strong>: {pupilName}’s grade{' '}
        {rated ? <strong>{skill.grade}</strong> : 'not rated yet'}
        {skill.previous_grade !== null && ` (was ${skill.previous_grade})`}
        {skill.statement ? `: “${skill.statement}”` : ''}
        {stepUp && ` Step-up shown by: ${stepUp.evidence.title}`}
      </p>
      {rated ? (
        <>
          <Slider
            label={`Teacher's grade: ${skill.skill_descriptor}`}
            value={grade ?? 0}
            isEmpty={grade === null}
            emptyText="Not rated by you yet"
            onChange={setGrade}
            onChangeEnd={(value) => save({ grade: value, comment })}
          />
          <TextField
            label={`Teacher's comment: ${skill.skill_descriptor}`}
            rows={2}
            maxLength={TEACHER_COMMENT_MAX}
            value={comment}
            onChange={setComment}
            isDisabled={grade === null}
            description={grade === null ? 'Choose a grade first.' : undefined}
            onBlur={() => {
              if (grade !== null && (failed || comment !== saved.current)) save({ grade, comment });
            }}
          />
          {failed && (
            <div role="alert">
              <span className="sf-alert">Not saved: check your connection.</span>{' '}
              <Button
                variant="secondary"
                onPress={() => grade !== null && save({ grade, comment })}
              >
                Try again
              </Button>
            </div>
          )}
        </>
      ) : (
        <p className="sf-muted">You can rate this once {pupilName} has rated it.</p>
      )}
    </div>
  );
}
