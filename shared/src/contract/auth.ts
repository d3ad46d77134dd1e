/**
 * Signing in and its accounts (SPEC §7 "Session and public"). So far: "Forgot password?"
 * (a mailed single-use link) and setting the password with it. Open to anyone, a parent's
 * browser included: none of it reaches a pupil's data.
 */
import {
  CheckResetLinkReply,
  CheckResetLinkRequest,
  ForgotPasswordRequest,
  OkReply,
  ResetPasswordRequest,
} from '../wire';
import { endpoint } from './endpoint';

const ANYONE = { access: 'public', allowReadOnly: true } as const;

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
