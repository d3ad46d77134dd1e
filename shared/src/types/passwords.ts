/** Request and reply shapes of the password screens, from ../wire. */
export type {
  ChangePasswordRequest,
  ResetPasswordsReply,
  ResetPasswordsRequest,
  SetParentPasswordReply,
  SetParentPasswordRequest,
} from '../wire/passwords';
// Values from passwordTexts.ts, which imports nothing, so no bundle gains TypeBox by them.
export {
  PASSWORD_CHANGE_TEXT,
  PASSWORD_RESET_REFUSAL,
  RESET_PASSWORDS_MAX,
} from '../wire/passwordTexts';
