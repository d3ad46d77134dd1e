/**
 * The projects a staff member may see (a teacher's own, an admin's every one) and the one
 * chosen: the first until one is picked (SPEC §4's default for school project lists). The
 * class view and the assessment rounds screen both start from it.
 */
import { useCallback, useState } from 'react';
import { call, useLoad, useSession } from '@skillfolio/shared';
import { Teaching } from '@skillfolio/shared/contract';

export function useClassProjects() {
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const projects = useLoad(
    useCallback(() => (userId ? call(Teaching.ClassProjects) : null), [userId]),
  );
  const [projectId, setProjectId] = useState(0);
  const projectList = projects.data ?? [];
  const chosenProject =
    projectList.find((p) => p.school_project_id === projectId) ?? projectList[0] ?? null;
  return {
    projects,
    projectList,
    chosenProject,
    chosenProjectId: chosenProject?.school_project_id ?? 0,
    setProjectId,
  };
}
