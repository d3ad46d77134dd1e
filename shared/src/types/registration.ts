/** Request and reply shapes of school registration and password reset, from ../wire. */
export type {
  CheckResetLinkReply,
  CheckResetLinkRequest,
  ConfirmCodeRequest,
  CreateSchoolRequest,
  ForgotPasswordRequest,
  GetEmailReply,
  MessageReply,
  ResetPasswordRequest,
  SendMailRequest,
  SendEmailVerificationRequest,
  VerifyEmailRequest,
} from '../wire/registration';
// Values from registrationTexts.ts, which imports nothing, so no bundle gains TypeBox by them.
export {
  CODE_DIGITS,
  CODE_VALID_MINUTES,
  isEmailAddress,
  EMAIL_LINK_VALID_DAYS,
  EMAIL_VERIFICATION_TEXT,
  PASSWORD_RESET_TEXT,
  POSTCODE_MAX,
  REGISTRATION_TERMS,
  REGISTRATION_TEXT,
  TERMS_CHECKBOX_LABEL,
} from '../wire/registrationTexts';
