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
