/**
 * Sign-in with a school's OpenID provider: which providers the server offers, the start and
 * the return of a sign-in (links the browser follows), and a school's choices.
 */
import { Type, type Static } from 'typebox';
import { Text } from './primitives';
import { SCHOOL_USERNAME_MAX } from './siteAdminTexts';
import { SIGN_IN_DOMAINS_MAX, SIGN_IN_TENANT_MAX } from './signInTexts';

export const SignInProvider = Type.Union([Type.Literal('google'), Type.Literal('microsoft')]);

export const SignInProvidersReply = Type.Object({
  providers: Type.Array(Type.Object({ name: SignInProvider, label: Type.String() })),
});
export type SignInProvidersReply = Static<typeof SignInProvidersReply>;

export const StartSignInQuery = Type.Object({
  provider: SignInProvider,
  school: Text(SCHOOL_USERNAME_MAX),
  /** Where in the app to go once signed in: a path of ours (anything else goes home). */
  returnUrl: Type.Optional(Text(1000)),
});
export type StartSignInQuery = Static<typeof StartSignInQuery>;

/**
 * The provider's answer (RFC 6749 §4.1.2): a code and our state, or an error. Providers add
 * parameters of their own (Google's `authuser`, `hd`, `prompt`; Microsoft's `session_state`),
 * so others are let through, each short.
 */
export const FinishSignInQuery = Type.Object(
  {
    state: Type.Optional(Text(200)),
    code: Type.Optional(Text(4000)),
    error: Type.Optional(Text(200)),
  },
  { additionalProperties: Text(2000), maxProperties: 12 },
);
export type FinishSignInQuery = Static<typeof FinishSignInQuery>;

/** One provider as a school has it. `offered`: this server offers it at all. */
export const SchoolSignInSetting = Type.Object({
  provider: SignInProvider,
  offered: Type.Boolean(),
  enabled: Type.Boolean(),
  /** The school's e-mail domains, separated by spaces. */
  domains: Text(SIGN_IN_DOMAINS_MAX),
  /** Microsoft only: the school's tenant id. */
  tenantId: Text(SIGN_IN_TENANT_MAX),
  enforcesMfa: Type.Boolean(),
});
export type SchoolSignInSetting = Static<typeof SchoolSignInSetting>;

export const SchoolSignInReply = Type.Object({ settings: Type.Array(SchoolSignInSetting) });
export type SchoolSignInReply = Static<typeof SchoolSignInReply>;

export const SaveSchoolSignInRequest = Type.Object({
  provider: SignInProvider,
  enabled: Type.Boolean(),
  domains: Text(SIGN_IN_DOMAINS_MAX),
  tenantId: Text(SIGN_IN_TENANT_MAX),
  enforcesMfa: Type.Boolean(),
});
export type SaveSchoolSignInRequest = Static<typeof SaveSchoolSignInRequest>;
