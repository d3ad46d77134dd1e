/** Two-factor login (TOTP) for staff: the user's own security page and the login's second step. */
import { Type, type Static } from 'typebox';
import { Id, Int, Text } from './primitives';

/** GET /api/user/SecondFactor: where the user stands. */
export const SecondFactorStatus = Type.Object({
  /** An authenticator is set up and in force for this account. */
  enrolled: Type.Boolean(),
  /** Admin screens stay closed to this user until one is (school and global admins). */
  required: Type.Boolean(),
  recoveryCodesLeft: Int(0, 100),
});
export type SecondFactorStatus = Static<typeof SecondFactorStatus>;

/** POST /api/user/StartTotp: a new secret to put in an authenticator app. */
export const TotpEnrolment = Type.Object({
  /** Base32, for typing into an app that cannot scan. */
  secret: Type.String(),
  uri: Type.String(),
  /** The QR code of `uri`: an SVG path of its dark modules on a qrSize × qrSize grid. */
  qrSize: Type.Integer(),
  qrPath: Type.String(),
});
export type TotpEnrolment = Static<typeof TotpEnrolment>;

/** A six-digit code from the app, or (where allowed) a recovery code. */
export const SecondFactorCodeRequest = Type.Object({ code: Text(40) });
export type SecondFactorCodeRequest = Static<typeof SecondFactorCodeRequest>;

/** POST /api/user/ConfirmTotp: shown once, never stored in clear. */
export const RecoveryCodesReply = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodesReply = Static<typeof RecoveryCodesReply>;

/** The login's reply when the password was right and the second factor is still to come. */
export const SecondFactorNeeded = Type.Object({ secondFactorRequired: Type.Literal(true) });
export type SecondFactorNeeded = Static<typeof SecondFactorNeeded>;

/** POST /api/admin/ResetSecondFactor: an admin clears a user's lost authenticator. */
export const ResetSecondFactorRequest = Type.Object({ user_id: Id });
export type ResetSecondFactorRequest = Static<typeof ResetSecondFactorRequest>;
