/** The project's assessments and the chosen one; the first is chosen when none is (SPEC §4). */
import { useCallback } from 'react';
import { call } from '../api/call';
import { GetAssessmentsForProject } from '../contract/assessment';
import { useLoad, type Load } from '../api/useLoad';
import { useSession } from '../store/session';
import type { Assessment } from '../types';
import { rememberChoice } from './rememberChoice';
import { useValidChoice } from './useValidChoice';

export interface AssessmentSelection {
  assessments: Load<Assessment[]>;
  assessmentId: number;
  /** The user chose an assessment (or added one): remembered on the server. */
  setAssessmentId: (id: number) => void;
}

const assessmentIdOf = (assessment: Assessment) => assessment.assessment_id;

export function useAssessmentSelection(projectId: number): AssessmentSelection {
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const assessmentId = useSession((s) => s.selectedAssessmentId);
  const fallBackTo = useSession((s) => s.setSelectedAssessment);
  const assessments = useLoad(
    useCallback(
      () =>
        userId && projectId
          ? call(GetAssessmentsForProject, { user_id: userId, project_id: projectId })
          : null,
      [userId, projectId],
    ),
  );

  useValidChoice(assessments, assessmentIdOf, assessmentId, fallBackTo);

  const setAssessmentId = useCallback(
    (id: number) => {
      const store = useSession.getState();
      if (id === store.selectedAssessmentId) return;
      store.setSelectedAssessment(id);
      rememberChoice(projectId, id);
    },
    [projectId],
  );

  return { assessments, assessmentId, setAssessmentId };
}
