/**
 * One pupil's assessment, read-only, with the teacher's own grade and comment beside each
 * skill the pupil has rated. Saved like the pupil's (when the slider is let go and when the
 * comment loses focus, Saved toast), into the teacher's rating: the pupil's grade is never
 * touched.
 */
import { useCallback } from 'react';
import {
  Button,
  call,
  LoadProblem,
  Modal,
  Spinner,
  useLoad,
  useTranslation,
  type ClassPupil,
} from '@skillfolio/shared';
import { Teaching } from '@skillfolio/shared/contract';
import { TeacherRatingField } from './TeacherRatingField';

interface PupilRatingModalProps {
  pupil: ClassPupil;
  onClose: () => void;
}

export function PupilRatingModal({ pupil, onClose }: PupilRatingModalProps) {
  const { t } = useTranslation('class-view');
  const name = `${pupil.first_name} ${pupil.last_name}`.trim();
  const assessment = useLoad(
    useCallback(
      () =>
        call(Teaching.PupilAssessment, {
          user_id: pupil.user_id,
          assessment_id: pupil.assessment_id,
        }),
      [pupil.user_id, pupil.assessment_id],
    ),
  );
  const data = assessment.data;
  return (
    <Modal
      title={
        data
          ? t('rating.titleRound', { pupil: name, round: data.assessment_name })
          : t('rating.title', { pupil: name })
      }
      isOpen
      width={800}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {assessment.status === 'loading' && <Spinner label={t('rating.loading', { pupil: name })} />}
      {assessment.status === 'failed' && (
        <LoadProblem what={t('rating.what', { pupil: name })} onRetry={assessment.reload} />
      )}
      {assessment.status === 'loaded' && data && (
        <div>
          <p className="sf-muted">{t('rating.intro', { pupil: name })}</p>
          {data.skills.map((skill) =>
            skill.assessment_grade_id === 0 ? (
              <h3 key={`heading-${skill.skill_id}`}>{skill.skill_descriptor}</h3>
            ) : (
              <TeacherRatingField
                key={skill.assessment_grade_id}
                pupilName={pupil.first_name || name}
                skill={skill}
                rating={data.ratings.find(
                  (r) => r.assessment_grade_id === skill.assessment_grade_id,
                )}
                stepUp={data.step_ups.find(
                  (s) => s.assessment_grade_id === skill.assessment_grade_id,
                )}
              />
            ),
          )}
        </div>
      )}
      <div className="sf-modal__actions">
        <Button onPress={onClose}>{t('close')}</Button>
      </div>
    </Modal>
  );
}
