/** Request and reply shapes of the second factor (TOTP), from ../wire. */
export type {
  RecoveryCodesReply,
  ResetSecondFactorRequest,
  SecondFactorCodeRequest,
  SecondFactorNeeded,
  SecondFactorStatus,
  TotpEnrolment,
} from '../wire/secondFactor';
