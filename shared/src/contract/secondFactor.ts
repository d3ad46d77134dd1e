/**
 * Two-factor login for staff (TOTP): the user's own security page (enrol, confirm, turn
 * off), the login's code step, and an admin's reset of a user's lost authenticator. The
 * code-taking endpoints may also answer 429 with Retry-After (the server lists that schema).
 */
import {
  OkReply,
  RecoveryCodesReply,
  ResetSecondFactorRequest,
  SecondFactorCodeRequest,
  SecondFactorStatus,
  SessionReply,
  TotpEnrolment,
} from '../wire';
import { endpoint } from './endpoint';

/** The session's own second factor: set up before anything else, by whoever must have one. */
const OWN_SECURITY = { access: 'user', ownDataOnly: true } as const;

/** Whether the user has it, must have it, and how many recovery codes are left. */
export const Status = endpoint({
  method: 'GET',
  path: '/api/user/SecondFactor',
  rule: OWN_SECURITY,
  reply: SecondFactorStatus,
});

/** A new secret and its QR code, pending until a first code confirms it. */
export const StartTotp = endpoint({
  method: 'POST',
  path: '/api/user/StartTotp',
  rule: OWN_SECURITY,
  reply: TotpEnrolment,
});

/** The first code from the app: enrolled, with recovery codes shown once. */
export const ConfirmTotp = endpoint({
  method: 'POST',
  path: '/api/user/ConfirmTotp',
  rule: OWN_SECURITY,
  body: SecondFactorCodeRequest,
  reply: RecoveryCodesReply,
});

/** Turns it off, with a code that proves the caller holds it. */
export const DisableTotp = endpoint({
  method: 'POST',
  path: '/api/user/DisableTotp',
  rule: OWN_SECURITY,
  body: SecondFactorCodeRequest,
  reply: OkReply,
});

/** The login's second step: a code from the app, or a recovery code. */
export const VerifySecondFactor = endpoint({
  method: 'POST',
  path: '/api/user/VerifySecondFactor',
  rule: { ...OWN_SECURITY, secondFactorStep: true },
  body: SecondFactorCodeRequest,
  reply: SessionReply,
});

/** An admin clears the lost authenticator of a user of the current school. */
export const ResetSecondFactor = endpoint({
  method: 'POST',
  path: '/api/admin/ResetSecondFactor',
  rule: { access: 'schoolAdmin', owns: { user_id: 'schoolUser' } },
  body: ResetSecondFactorRequest,
  reply: OkReply,
});
