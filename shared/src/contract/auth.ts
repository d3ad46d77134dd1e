/**
 * Signing in and its accounts (SPEC §7 "Session and public"): logging in and out, "Forgot
 * password?" (a mailed single-use link) and setting the password with it. Open to anyone, a
 * parent's browser included: none of it reaches a pupil's data.
 */
import { Type } from 'typebox';
import {
  CheckResetLinkReply,
  CheckResetLinkRequest,
  ForgotPasswordRequest,
  LoginRequest,
  OkReply,
  ResetPasswordRequest,
  SecondFactorNeeded,
  SessionReply,
} from '../wire';
import { endpoint } from './endpoint';

// allowReadOnly: a parent session may still log in as someone else, or log out.
const ANYONE = { access: 'public', allowReadOnly: true } as const;

/**
 * The session, or (the password was right, a code is owed) that the second factor comes
 * next. A wrong name or password is the plain-text 401 "Login Error"; too many failures a
 * 429 and a busy server a 503, both with Retry-After (the server lists those schemas).
 */
export const Login = endpoint({
  method: 'POST',
  path: '/api/public/login',
  rule: ANYONE,
  body: LoginRequest,
  reply: Type.Union([SessionReply, SecondFactorNeeded]),
});

/** Ends the session, if there is one. */
export const Logout = endpoint({
  method: 'POST',
  path: '/api/public/logout',
  rule: ANYONE,
  reply: OkReply,
});

/** The same answer whether or not an account uses the address. */
export const ForgotPassword = endpoint({
  method: 'POST',
  path: '/api/public/forgotpassword',
  rule: ANYONE,
  body: ForgotPasswordRequest,
  reply: OkReply,
});

/** What an e-mailed link is worth, before its form is shown. */
export const CheckResetLink = endpoint({
  method: 'POST',
  path: '/api/public/checkresetlink',
  rule: ANYONE,
  body: CheckResetLinkRequest,
  reply: CheckResetLinkReply,
});

/** Sets the password with the token of an e-mailed link. */
export const ResetPassword = endpoint({
  method: 'POST',
  path: '/api/public/resetpassword',
  rule: ANYONE,
  body: ResetPasswordRequest,
  reply: OkReply,
});
