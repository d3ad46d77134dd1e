/** Test builders for the shell and the remotes (never imported by product code). */
export { renderWithShell, demoUser, demoSchool } from './renderWithShell';
export type { ShellRenderOptions } from './renderWithShell';
export {
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderLoggedIn,
  sentRequests,
  sessionOf,
  startRealServer,
} from './realServer';
export { demoPupilMakesProfile } from './demoProfile';
export type { RealServer, RealServerOptions, SentRequest, ServerSettings } from './realServer';
export { checkAreaTable } from '../areas/checkAreaTable';
