/** Step-up evidence: the pupil's side of the teacher's ratings. */
import { apiClient } from './client';
import type { AssessmentFeedbackReply, LinkStepUpEvidenceRequest } from '../types/classView';
import type { OkReply } from '../types/learner';

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
