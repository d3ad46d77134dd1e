/** The learner's projects and the chosen one, kept in the session store (and, via reads, on the server). */
import { useCallback } from 'react';
import {
  getProjectsForUser,
  useLoad,
  useSession,
  type Load,
  type UserProject,
} from '@skillfolio/shared';
import { useValidChoice } from './useValidChoice';

export interface ProjectSelection {
  projects: Load<UserProject[]>;
  projectId: number;
  setProjectId: (id: number) => void;
}

export function useProjectSelection(): ProjectSelection {
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const projectId = useSession((s) => s.selectedProjectId);
  const setProjectId = useSession((s) => s.setSelectedProject);
  const projects = useLoad(
    useCallback(() => (userId ? getProjectsForUser(userId) : null), [userId]),
  );

  useValidChoice(projects, (p) => p.project_id, projectId, setProjectId);

  return { projects, projectId, setProjectId };
}
