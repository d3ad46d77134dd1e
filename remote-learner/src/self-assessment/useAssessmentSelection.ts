import { useCallback } from 'react';
import {
  getAssessmentsForProject,
  useLoad,
  useSession,
  type Assessment,
  type Load,
} from '@skillfolio/shared';
import { useValidChoice } from '../selection/useValidChoice';

export interface AssessmentSelection {
  assessments: Load<Assessment[]>;
  assessmentId: number;
  setAssessmentId: (id: number) => void;
}

/** The project's assessments; the first is chosen when none is (SPEC §4). */
export function useAssessmentSelection(projectId: number): AssessmentSelection {
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const assessmentId = useSession((s) => s.selectedAssessmentId);
  const setAssessmentId = useSession((s) => s.setSelectedAssessment);
  const assessments = useLoad(
    useCallback(
      () => (userId && projectId ? getAssessmentsForProject(userId, projectId) : null),
      [userId, projectId],
    ),
  );

  useValidChoice(assessments, (a) => a.assessment_id, assessmentId, setAssessmentId);

  return { assessments, assessmentId, setAssessmentId };
}
