/** Test builders for the shell and the remotes (never imported by product code). */
export { renderWithShell, demoUser, demoSchool } from './renderWithShell';
export type { ShellRenderOptions } from './renderWithShell';
export { DEMO_LOGINS, logInAs, sentRequests, startRealServer } from './realServer';
export type { RealServer, SentRequest } from './realServer';
