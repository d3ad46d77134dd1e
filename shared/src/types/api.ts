/** Request and reply shapes of the SPEC §7 calls (the session and public ones so far). */
import type { CurrentSchool, CurrentUser } from './entities';

export type LoginMode = 'E' | 'U';

export interface LoginRequest {
  username: string;
  password: string;
  loginMode: LoginMode;
  schoolUsername: string;
}

/** GET /api/User/GetCurrentUser and a successful login. A private user has no school. */
export interface SessionReply {
  currentUser: CurrentUser;
  currentSchool: CurrentSchool | null;
  /**
   * Where the learner screens start (0: none): the remembered choice while it is still the
   * user's, else the project with the most recent assessment and its newest assessment.
   */
  selectedProjectId: number;
  selectedAssessmentId: number;
}

/** A login that failed on the server for a reason other than wrong details. */
export interface LoginErrorReply {
  error: string;
}

/** The exact reply texts of SPEC §8 that the client turns into navigation. */
export const REPLY_TEXT = {
  notAuthenticated: 'Not Authenticated',
  notAuthorised: 'Not authorised',
  notLoggedIn: 'Not logged in',
  loginError: 'Login Error',
} as const;
