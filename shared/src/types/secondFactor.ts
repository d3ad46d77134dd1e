/** Request and reply shapes of the second factor (TOTP), from ../wire. */
export type {
  RecoveryCodesReply,
  ResetSecondFactorRequest,
  SecondFactorCodeRequest,
  SecondFactorNeeded,
  SecondFactorStatus,
  TotpEnrolment,
} from '../wire/secondFactor';
// Values from secondFactorTexts.ts, which imports nothing, so no bundle gains TypeBox by them.
export {
  AUTHENTICATOR_NEEDED_TEXT,
  FIRST_STEPS_PATH,
  SECOND_FACTOR_TEXT,
  SECURITY_SETUP_PATH,
} from '../wire/secondFactorTexts';
