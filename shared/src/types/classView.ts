/** Shapes of the class view, teacher ratings and step-up evidence, from ../wire. */
export type {
  AssessmentFeedbackReply,
  ClassCell,
  ClassProject,
  ClassProjectQuery,
  ClassPupil,
  ClassRound,
  ClassSkill,
  ClassViewQuery,
  ClassViewReply,
  EvidenceChoice,
  LinkStepUpEvidenceRequest,
  PupilAssessmentQuery,
  PupilAssessmentReply,
  PupilTeacherRating,
  SaveTeacherRatingRequest,
  StepUp,
  StepUpEvidence,
  StepUpLink,
  TeacherRating,
} from '../wire/classView';
// Values from classViewTexts.ts, which imports nothing, so no bundle gains TypeBox by them.
export {
  CLASS_VIEW_REFUSAL,
  ROUND_NAME_MAX,
  STEP_UP_MIN,
  STEP_UP_QUESTION,
  TEACHER_COMMENT_MAX,
  teacherRatingText,
} from '../wire/classViewTexts';
