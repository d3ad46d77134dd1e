/** Request and reply shapes of the session and public calls, derived from ../wire. */
export type { LoginErrorReply, LoginMode, LoginRequest, SessionReply } from '../wire/session';
// A value: from texts.ts, which imports nothing, so no bundle gains TypeBox by it.
export { ENVIRONMENT_TEXT, REPLY_TEXT } from '../wire/texts';
