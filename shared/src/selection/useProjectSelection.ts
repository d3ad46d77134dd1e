/**
 * The learner's projects and the chosen one, kept in the session store. A choice the user
 * makes is remembered on the server; a fallback made here (the chosen project is gone) is not.
 */
import { useCallback } from 'react';
import { call } from '../api/call';
import { GetProjectsForUser } from '../contract/assessment';
import { useLoad, type Load } from '../api/useLoad';
import { useSession } from '../store/session';
import type { UserProject } from '../types';
import { rememberChoice } from './rememberChoice';
import { useValidChoice } from './useValidChoice';

export interface ProjectSelection {
  projects: Load<UserProject[]>;
  projectId: number;
  /** The user chose a project: its assessment is chosen afresh, and both are remembered. */
  setProjectId: (id: number) => void;
}

const projectIdOf = (project: UserProject) => project.project_id;

export function useProjectSelection(): ProjectSelection {
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const projectId = useSession((s) => s.selectedProjectId);
  const fallBackTo = useSession((s) => s.setSelectedProject);
  const projects = useLoad(
    useCallback(() => (userId ? call(GetProjectsForUser, { user_id: userId }) : null), [userId]),
  );

  useValidChoice(projects, projectIdOf, projectId, fallBackTo);

  const setProjectId = useCallback((id: number) => {
    const store = useSession.getState();
    if (id === store.selectedProjectId) return;
    store.setSelectedProject(id);
    store.setSelectedAssessment(0);
    rememberChoice(id, 0);
  }, []);

  return { projects, projectId, setProjectId };
}
