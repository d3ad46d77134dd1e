/** The teachers' class view, teacher ratings and step-up evidence. */
import { apiClient } from './client';
import type {
  AssessmentFeedbackReply,
  ClassProject,
  ClassRound,
  ClassViewReply,
  LinkStepUpEvidenceRequest,
  PupilAssessmentReply,
  SaveTeacherRatingRequest,
} from '../types/classView';
import type { OkReply } from '../types/learner';

/** The projects whose pupils the staff member may see (all of the school for an admin). */
export function getClassProjects(): Promise<ClassProject[]> {
  return apiClient().get('staff/ClassProjects').json<ClassProject[]>();
}

/** The rounds (assessment names) of a project, oldest first. */
export function getClassRounds(projectId: number): Promise<ClassRound[]> {
  return apiClient()
    .get('staff/ClassRounds', { searchParams: { school_project_id: projectId } })
    .json<ClassRound[]>();
}

export function getClassView(projectId: number, assessmentName: string): Promise<ClassViewReply> {
  return apiClient()
    .get('staff/ClassView', {
      searchParams: { school_project_id: projectId, assessment_name: assessmentName },
    })
    .json<ClassViewReply>();
}

export function getPupilAssessment(
  userId: number,
  assessmentId: number,
): Promise<PupilAssessmentReply> {
  return apiClient()
    .get('staff/PupilAssessment', {
      searchParams: { user_id: userId, assessment_id: assessmentId },
    })
    .json<PupilAssessmentReply>();
}

/** Saves the teacher's rating beside the pupil's grade; the pupil's own grade is untouched. */
export function saveTeacherRating(request: SaveTeacherRatingRequest): Promise<OkReply> {
  return apiClient().post('staff/SaveTeacherRating', { json: request }).json<OkReply>();
}

/** The teacher's ratings of the skills the pupil has rated, step-up links and what to link. */
export function getAssessmentFeedback(
  userId: number,
  assessmentId: number,
): Promise<AssessmentFeedbackReply> {
  return apiClient()
    .get('user/GetAssessmentFeedback', {
      searchParams: { user_id: userId, assessment_id: assessmentId },
    })
    .json<AssessmentFeedbackReply>();
}

/** Links one note, completed step or evidence to a step-up (all 0 removes the link). */
export function linkStepUpEvidence(request: LinkStepUpEvidenceRequest): Promise<OkReply> {
  return apiClient().post('user/LinkStepUpEvidence', { json: request }).json<OkReply>();
}
