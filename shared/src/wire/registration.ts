/**
 * School registration (SPEC §2 steps 1–4, §7 "Session and public") and password reset.
 * Field names are the SPEC's. The registration's e-mail lives on the server, tied to the
 * browser's registration cookie: no later step takes an e-mail from the client.
 */
import { Type, type Static } from 'typebox';
import { Id, Text } from './primitives';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from './adminUsersTexts';
import { POSTCODE_MAX } from './registrationTexts';
// One limit for a school's name, however the school is made.
import { SCHOOL_NAME_MAX } from './siteAdminTexts';

/** POST /api/public/sendmail: e-mails a code to the address and starts a registration. */
export const SendMailRequest = Type.Object({ email: Text(EMAIL_MAX) });
export type SendMailRequest = Static<typeof SendMailRequest>;

/** POST /api/Public/ConfirmCode */
export const ConfirmCodeRequest = Type.Object({ code: Text(20) });
export type ConfirmCodeRequest = Static<typeof ConfirmCodeRequest>;

/** `Confirmed`, or the message to show (in green, SPEC §8). */
export const MessageReply = Type.Object({ message: Type.String() });
export type MessageReply = Static<typeof MessageReply>;

/** GET /api/public/getemail: the confirmed registration's e-mail, '' when there is none. */
export const GetEmailReply = Type.Object({ email: Type.String() });
export type GetEmailReply = Static<typeof GetEmailReply>;

/**
 * POST /api/public/createschool. `termsAccepted` is ours (the SPEC's terms box): the server
 * refuses a school whose terms were not accepted, not only the screen.
 */
export const CreateSchoolRequest = Type.Object({
  fname: Text(NAME_MAX),
  lname: Text(NAME_MAX),
  schoolName: Text(SCHOOL_NAME_MAX),
  postcode: Text(POSTCODE_MAX),
  termsAccepted: Type.Boolean(),
});
export type CreateSchoolRequest = Static<typeof CreateSchoolRequest>;

/** POST /api/public/forgotpassword: the reply is the same whether or not the address is known. */
export const ForgotPasswordRequest = Type.Object({ email: Text(EMAIL_MAX) });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

/** POST /api/public/resetpassword: the token from the e-mailed link, and the new password. */
export const ResetPasswordRequest = Type.Object({
  token: Text(100),
  password: Text(PASSWORD_MAX),
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/** POST /api/public/checkresetlink: what an e-mailed link is worth, asked when its page opens. */
export const CheckResetLinkRequest = Type.Object({ token: Text(100) });
export type CheckResetLinkRequest = Static<typeof CheckResetLinkRequest>;

/**
 * `usable`: it sets a password; `used`: it already has (and is not yet past its time);
 * `unusable`: expired, or never a link of ours.
 */
export const CheckResetLinkReply = Type.Object({
  state: Type.Union([Type.Literal('usable'), Type.Literal('used'), Type.Literal('unusable')]),
});
export type CheckResetLinkReply = Static<typeof CheckResetLinkReply>;

/** POST /api/public/VerifyEmail: the token of the link that proves an e-mail address. */
export const VerifyEmailRequest = Type.Object({ token: Text(100) });
export type VerifyEmailRequest = Static<typeof VerifyEmailRequest>;

/** POST /api/admin/SendEmailVerification: mail one of the school's users the link (again). */
export const SendEmailVerificationRequest = Type.Object({ user_id: Id });
export type SendEmailVerificationRequest = Static<typeof SendEmailVerificationRequest>;
