/** The teachers' class view, teacher ratings and step-up evidence. */
import { apiClient } from './client';
import type {
  ClassProject,
  ClassRound,
  ClassViewReply,
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
