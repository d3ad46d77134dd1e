/** Tells the server where the user now is, so a reload, another instance or the next login starts there. */
import { call } from '../api/call';
import { RememberSelection } from '../contract/assessment';

export function rememberChoice(projectId: number, assessmentId: number): void {
  // A convenience, not the user's work: a failure costs only the starting place next time
  // (a server failure still raises the banner, in the client's hook).
  call(RememberSelection, { project_id: projectId, assessment_id: assessmentId }).catch(
    () => undefined,
  );
}
