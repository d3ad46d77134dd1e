/**
 * Requests and replies of the teachers' class view, teacher ratings and step-up evidence.
 * Staff calls live under /api/staff/; the pupil's own under /api/user/.
 */
import { Type, type Static } from 'typebox';
import { AssessmentSkill } from './entities';
import { Html, Id, IdOrZero, Int, Nullable, Text } from './primitives';
import { ROUND_NAME_MAX, TEACHER_COMMENT_MAX } from './classViewTexts';

/** A project whose pupils the session may see as staff. */
export const ClassProject = Type.Object({ school_project_id: Id, project_name: Type.String() });
export type ClassProject = Static<typeof ClassProject>;

/**
 * A class the staff member may narrow the class view to: an open class of the current
 * school they teach (every open class, for a school admin). `teaches`: they are its staff.
 */
export const ClassChoice = Type.Object({
  class_id: Id,
  title: Type.String(),
  /** 0 Reception, 1..13 Year 1..13; null when the class spans years or none was given. */
  year_group: Nullable(Type.Integer()),
  teaches: Type.Boolean(),
});
export type ClassChoice = Static<typeof ClassChoice>;

/** GET /api/staff/ClassRounds */
export const ClassProjectQuery = Type.Object({ school_project_id: Id });
export type ClassProjectQuery = Static<typeof ClassProjectQuery>;

/** A round: every pupil's assessment of that name in the project, oldest round first. */
export const ClassRound = Type.Object({ assessment_name: Type.String() });
export type ClassRound = Static<typeof ClassRound>;

/** GET /api/staff/ClassView */
export const ClassViewQuery = Type.Object({
  school_project_id: Id,
  assessment_name: Text(ROUND_NAME_MAX),
  /** Only this class's pupils of the project; left out: every pupil of the project. */
  class_id: Type.Optional(Id),
});
export type ClassViewQuery = Static<typeof ClassViewQuery>;

/** What a pupil linked to show a step-up. */
export const StepUpEvidence = Type.Object({
  kind: Type.Union([Type.Literal('note'), Type.Literal('step'), Type.Literal('evidence')]),
  id: Id,
  title: Type.String(),
  /** The note's text rendered, or the step's or evidence's text escaped. */
  html: Html,
});
export type StepUpEvidence = Static<typeof StepUpEvidence>;

/** A grade 2 or more above the same skill in the pupil's previous assessment. */
export const StepUp = Type.Object({
  previous_grade: Type.Integer(),
  evidence: Nullable(StepUpEvidence),
});
export type StepUp = Static<typeof StepUp>;

export const ClassCell = Type.Object({
  skill_id: Id,
  grade: Nullable(Type.Integer()),
  teacher_grade: Nullable(Type.Integer()),
  step_up: Nullable(StepUp),
});
export type ClassCell = Static<typeof ClassCell>;

export const ClassPupil = Type.Object({
  user_id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  /** 0: no assessment of this round yet. */
  assessment_id: IdOrZero,
  /** One per skill of the grid, in its order. */
  cells: Type.Array(ClassCell),
});
export type ClassPupil = Static<typeof ClassPupil>;

export const ClassSkill = Type.Object({
  skill_id: Id,
  skill_descriptor: Type.String(),
  /** The class average of the pupils' own grades this round, one decimal; null: nobody. */
  average: Nullable(Type.Number()),
  /** The same in the previous round; null: no previous round, or nobody rated it then. */
  previous_average: Nullable(Type.Number()),
});
export type ClassSkill = Static<typeof ClassSkill>;

export const ClassViewReply = Type.Object({
  assessment_name: Type.String(),
  /** The round before, by when its first assessment was made; null: this is the first. */
  previous_round: Nullable(Type.String()),
  skills: Type.Array(ClassSkill),
  /**
   * Every pupil of the project (of the class, when one was asked for), by last then first
   * name; those not yet rated included.
   */
  pupils: Type.Array(ClassPupil),
});
export type ClassViewReply = Static<typeof ClassViewReply>;

/** GET /api/staff/PupilAssessment */
export const PupilAssessmentQuery = Type.Object({ user_id: Id, assessment_id: Id });
export type PupilAssessmentQuery = Static<typeof PupilAssessmentQuery>;

/** A teacher's rating as staff see it: with who rated and when. */
export const TeacherRating = Type.Object({
  assessment_grade_id: Id,
  grade: Type.Integer(),
  comment: Type.String(),
  rated_by_name: Type.String(),
  rated_at: Type.String(),
});
export type TeacherRating = Static<typeof TeacherRating>;

export const StepUpLink = Type.Object({ assessment_grade_id: Id, evidence: StepUpEvidence });
export type StepUpLink = Static<typeof StepUpLink>;

export const PupilAssessmentReply = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  assessment_name: Type.String(),
  skills: Type.Array(AssessmentSkill),
  ratings: Type.Array(TeacherRating),
  step_ups: Type.Array(StepUpLink),
});
export type PupilAssessmentReply = Static<typeof PupilAssessmentReply>;

/** POST /api/staff/SaveTeacherRating: never touches the pupil's own grade. */
export const SaveTeacherRatingRequest = Type.Object({
  assessment_grade_id: Id,
  grade: Int(0, 10),
  comment: Text(TEACHER_COMMENT_MAX),
});
export type SaveTeacherRatingRequest = Static<typeof SaveTeacherRatingRequest>;

/** GET /api/user/GetAssessmentFeedback: what the pupil (and parent) see beside the sliders. */
export const PupilTeacherRating = Type.Object({
  assessment_grade_id: Id,
  grade: Type.Integer(),
  comment: Type.String(),
});
export type PupilTeacherRating = Static<typeof PupilTeacherRating>;

export const EvidenceChoice = Type.Object({ id: Id, title: Type.String() });
export type EvidenceChoice = Static<typeof EvidenceChoice>;

export const AssessmentFeedbackReply = Type.Object({
  /** Only for skills the pupil has rated, so the teacher's view never anchors the pupil's. */
  ratings: Type.Array(PupilTeacherRating),
  step_ups: Type.Array(StepUpLink),
  /** What the pupil may link: their notes, completed steps and the project's evidence. */
  choices: Type.Object({
    notes: Type.Array(EvidenceChoice),
    steps: Type.Array(EvidenceChoice),
    evidence: Type.Array(EvidenceChoice),
  }),
});
export type AssessmentFeedbackReply = Static<typeof AssessmentFeedbackReply>;

/** POST /api/user/LinkStepUpEvidence: one of the three ids, or all 0 to remove the link. */
export const LinkStepUpEvidenceRequest = Type.Object({
  user_id: Type.Optional(Id),
  assessment_grade_id: Id,
  note_id: IdOrZero,
  step_id: IdOrZero,
  evidence_id: IdOrZero,
});
export type LinkStepUpEvidenceRequest = Static<typeof LinkStepUpEvidenceRequest>;
