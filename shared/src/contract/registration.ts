/**
 * School self-registration (SPEC §2 steps 1–4, §7 "Session and public"): sendmail e-mails a
 * code, ConfirmCode checks it, getemail and createschool finish; and proving an e-mail address
 * (VerifyEmail with the mailed link, SendEmailVerification to mail it again). The steps are
 * open to anyone, a parent's browser included: registering a school is not a parent's data.
 */
import {
  ConfirmCodeRequest,
  CreateSchoolRequest,
  GetEmailReply,
  MessageReply,
  OkReply,
  SendEmailVerificationRequest,
  SendMailRequest,
  VerifyEmailRequest,
} from '../wire';
import { endpoint } from './endpoint';

const ANYONE = { access: 'public', allowReadOnly: true } as const;

/** Step 1: e-mails a 6-digit code and starts the registration in this browser. */
export const SendMail = endpoint({
  method: 'POST',
  path: '/api/public/sendmail',
  rule: ANYONE,
  body: SendMailRequest,
  reply: OkReply,
});

/** Step 2: `Confirmed`, or the message to show. */
export const ConfirmCode = endpoint({
  method: 'POST',
  path: '/api/Public/ConfirmCode',
  rule: ANYONE,
  body: ConfirmCodeRequest,
  reply: MessageReply,
});

/** Step 3: the confirmed registration's e-mail, '' when there is none (expired). */
export const GetEmail = endpoint({
  method: 'GET',
  path: '/api/public/getemail',
  rule: { access: 'public' },
  reply: GetEmailReply,
});

/** Step 3's Confirm: creates the school; a non-empty message is shown. */
export const CreateSchool = endpoint({
  method: 'POST',
  path: '/api/public/createschool',
  rule: ANYONE,
  body: CreateSchoolRequest,
  reply: MessageReply,
});

/** Proves an e-mail address with the token of the link mailed to it. */
export const VerifyEmail = endpoint({
  method: 'POST',
  path: '/api/public/VerifyEmail',
  rule: ANYONE,
  body: VerifyEmailRequest,
  reply: OkReply,
});

/** Mails one of the school's users the link that proves their address. */
export const SendEmailVerification = endpoint({
  method: 'POST',
  path: '/api/admin/SendEmailVerification',
  rule: { access: 'schoolAdmin', owns: { user_id: 'schoolUser' } },
  body: SendEmailVerificationRequest,
  reply: OkReply,
});
