/**
 * The language a person reads Skillfolio in, and their school's default. A parent shares
 * the pupil's account, so their own choice stays in their browser: saving it here would
 * change the pupil's.
 */
import { LanguageRequest, OkReply } from '../wire';
import { endpoint } from './endpoint';

/** The caller's own choice, kept for their next login and their e-mails. */
export const SaveLanguage = endpoint({
  method: 'POST',
  path: '/api/User/SaveLanguage',
  rule: { access: 'user', ownDataOnly: true },
  body: LanguageRequest,
  reply: OkReply,
});

/** The school's default: everyone there who has not chosen reads in it. */
export const SaveDefaultLanguage = endpoint({
  method: 'POST',
  path: '/api/schooladmin/SaveDefaultLanguage',
  rule: { access: 'schoolAdmin', inSchool: true },
  body: LanguageRequest,
  reply: OkReply,
});
