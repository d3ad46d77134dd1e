/**
 * The rounds the school set for the chosen project, as Self Assessment uses them: while one is
 * open the pupil's assessment in it is chosen (and made, the first time: a grade is saved by
 * its grade row, so the rows must exist before a slider shows); a project with rounds offers
 * no Add New; an assessment of a closed round is read-only. A project without rounds, and a
 * home user's, has none of this.
 */
import { useCallback, useEffect, useRef } from 'react';
import { call, useLoad, type Assessment, type Load, type LearnerRound } from '@skillfolio/shared';
import { Rounds } from '@skillfolio/shared/contract';

export interface ProjectRounds {
  /** Still loading: Add New waits, so it never shows for a project that turns out to have rounds. */
  loading: boolean;
  hasRounds: boolean;
  openRound: LearnerRound | undefined;
  /** The assessments made in rounds that have closed. */
  closedAssessmentIds: ReadonlySet<number>;
}

export function useProjectRounds(
  userId: number,
  projectId: number,
  readOnly: boolean,
  assessments: Load<Assessment[]>,
  choose: (assessmentId: number) => void,
): ProjectRounds {
  const rounds = useLoad(
    useCallback(
      () =>
        userId && projectId
          ? call(Rounds.GetRoundsForProject, { user_id: userId, project_id: projectId })
          : null,
      [userId, projectId],
    ),
  );
  // While another project's rounds load, the last project's are still in `data`: choosing
  // from them would pair this project with that project's assessment.
  const list = rounds.status === 'loaded' ? (rounds.data?.rounds ?? []) : [];
  const openRound = list.find((round) => round.is_open);
  // Chosen once per project: after that the pupil may look back at an earlier assessment.
  const chosenFor = useRef(0);

  useEffect(() => {
    if (!openRound || assessments.status !== 'loaded' || chosenFor.current === projectId) return;
    chosenFor.current = projectId;
    if (openRound.assessment_id > 0) {
      choose(openRound.assessment_id);
      return;
    }
    // A parent only looks: the pupil's assessment is made when the pupil opens the round.
    if (readOnly) return;
    void call(Rounds.StartRoundAssessment, { user_id: userId, project_id: projectId }).then(
      (started) => {
        assessments.mutate((current) =>
          (current ?? []).some((a) => a.assessment_id === started.assessment_id)
            ? (current ?? [])
            : [...(current ?? []), started],
        );
        rounds.mutate((current) => ({
          rounds: (current?.rounds ?? []).map((round) =>
            round.round_id === openRound.round_id
              ? { ...round, assessment_id: started.assessment_id }
              : round,
          ),
        }));
        choose(started.assessment_id);
      },
      // Not started (the round closed meanwhile): the pupil's other assessments still show.
      () => undefined,
    );
  }, [openRound, assessments, projectId, readOnly, userId, choose, rounds]);

  return {
    loading: rounds.status === 'loading',
    hasRounds: list.length > 0,
    openRound,
    closedAssessmentIds: new Set(
      list.filter((round) => !round.is_open && round.assessment_id > 0).map((r) => r.assessment_id),
    ),
  };
}
