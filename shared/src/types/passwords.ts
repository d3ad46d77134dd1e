/** Request and reply shapes of the password screens, from ../wire. */
export type {
  ChangePasswordRequest,
  ResetPasswordsReply,
  ResetPasswordsRequest,
  SetParentPasswordReply,
  SetParentPasswordRequest,
} from '../wire/passwords';
