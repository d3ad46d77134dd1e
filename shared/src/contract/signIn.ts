/**
 * Sign-in with a school's OpenID provider (Google, Microsoft): which ones this server offers,
 * a sign-in's start and its return (links the browser follows, each answering with a
 * redirect), and a school admin's choices for the school.
 */
import {
  FinishSignInQuery,
  OkReply,
  SaveSchoolSignInRequest,
  SchoolSignInReply,
  SignInProvidersReply,
  StartSignInQuery,
} from '../wire';
import { endpoint } from './endpoint';

const ANYONE = { access: 'public', allowReadOnly: true } as const;

/** The providers the login page offers (none when the server has none set up). */
export const GetSignInProviders = endpoint({
  method: 'GET',
  path: '/api/public/signin/providers',
  rule: ANYONE,
  reply: SignInProvidersReply,
});

/** Sends the browser to the provider, or back to the login page with why not. */
export const StartSignIn = endpoint({
  method: 'GET',
  path: '/api/public/signin/start',
  rule: ANYONE,
  query: StartSignInQuery,
  reply: 'redirect',
});

/** Where the provider sends the browser back: signs in, or says why not on the login page. */
export const FinishSignIn = endpoint({
  method: 'GET',
  path: '/api/public/signin/return',
  rule: ANYONE,
  query: FinishSignInQuery,
  reply: 'redirect',
});

const SCHOOL_ADMIN = { access: 'schoolAdmin', inSchool: true } as const;

/** Each provider as the session's school has it. */
export const GetSchoolSignIn = endpoint({
  method: 'GET',
  path: '/api/schooladmin/GetSignInSettings',
  rule: SCHOOL_ADMIN,
  reply: SchoolSignInReply,
});

/** Saves one provider's settings for the session's school. */
export const SaveSchoolSignIn = endpoint({
  method: 'POST',
  path: '/api/schooladmin/SaveSignInSettings',
  rule: SCHOOL_ADMIN,
  body: SaveSchoolSignInRequest,
  reply: OkReply,
});
