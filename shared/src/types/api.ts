/** Request and reply shapes of the session and public calls, derived from ../wire. */
export type { LoginErrorReply, LoginMode, LoginRequest, SessionReply } from '../wire/session';
