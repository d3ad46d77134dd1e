/** The session and public calls (SPEC §7 "Session and public"). */
import { Type, type Static } from 'typebox';
import { CurrentSchool, CurrentUser } from './entities';
import { Nullable, Text } from './primitives';

export const LoginMode = Type.Union([Type.Literal('E'), Type.Literal('U')]);
export type LoginMode = Static<typeof LoginMode>;

/** POST /api/public/login */
export const LoginRequest = Type.Object({
  /** In mode E this carries the e-mail address. */
  username: Text(254),
  /** Bounded so nobody can make the server hash megabytes. */
  password: Text(1024),
  loginMode: LoginMode,
  /** Blank for a private user. */
  schoolUsername: Text(100, { default: '' }),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** GET /api/User/GetCurrentUser and a successful login. A private user has no school. */
export const SessionReply = Type.Object({
  currentUser: CurrentUser,
  currentSchool: Nullable(CurrentSchool),
  /**
   * Where the learner screens start (0: none): the remembered choice while it is still the
   * user's, else the project with the most recent assessment and its newest assessment.
   */
  selectedProjectId: Type.Integer(),
  selectedAssessmentId: Type.Integer(),
});
export type SessionReply = Static<typeof SessionReply>;

/** A login that failed on the server for a reason other than wrong details. */
export const LoginErrorReply = Type.Object({ error: Type.String() });
export type LoginErrorReply = Static<typeof LoginErrorReply>;

/**
 * A login refused before the password was checked: 429 (too many failed attempts) or 503
 * (the server is checking too many logins at once). Retry-After carries the same wait.
 */
export const LoginRefusal = Type.Object({
  error: Type.String(),
  retryAfterSeconds: Type.Integer({ minimum: 1 }),
});
export type LoginRefusal = Static<typeof LoginRefusal>;
