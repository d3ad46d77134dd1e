/**
 * Sign-in with a school's OpenID provider (@skillfolio/shared/contract `SignIn`): the
 * authorisation code flow with PKCE, state and nonce (openid-client). A sign-in names its
 * school; it reaches an existing account of that school, by the provider identity linked to
 * it, or else by the provider's verified e-mail address within the school's domains (then
 * linked). No account is made by signing in, a parent never signs in this way (a provider's
 * sign-in is never read-only), and every sign-in and refusal is in the audit log.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { SignIn } from '@skillfolio/shared/contract';
import {
  SIGN_IN_PROVIDERS,
  SIGN_IN_DONE,
  signInResultAddress,
  SIGN_IN_VALID_MINUTES,
  type SignInRefusal,
} from '@skillfolio/shared/wire';
import { recordAudit } from '../audit/recordAudit';
import { needsSecondFactor, startingSchoolId } from '../auth/loginService';
import { hashToken } from '../auth/tokens';
import type { AppConfig } from '../config';
import { serve } from '../http/serve';
import type { Clock } from '../plugins/sessions';
import { lockUserForLogin } from '../queries/sessions';
import { findSchoolIdByUsername } from '../queries/schools';
import { findUserById, type UserRow } from '../queries/users';
import { OK } from '../wire/replies';
import { providerConfiguration } from './oidcClient';
import {
  deleteExpiredSignInStarts,
  keepSignInStart,
  linkedUser,
  linkUser,
  saveSchoolSignIn,
  schoolAccountsByEmail,
  schoolSignIn,
  type SchoolSignInRow,
  takeSignInStart,
} from './signInQueries';
import {
  emailVerified,
  isTenantId,
  parseDomains,
  safeReturnPath,
  schoolIssuer,
} from './signInRules';
import type { SsoProvider, SsoProviderName } from './ssoProviders';
import { ENGLISH } from '../i18n/serverTexts';

export interface SignInRoutesOptions {
  config: Pick<AppConfig, 'ssoProviders' | 'publicBaseUrl'>;
  clock?: Clock;
}

/** Google's and Microsoft's sign-in take `prompt=select_account` but do not list their prompts. */
const SELECT_ACCOUNT_HOSTS = new Set(['accounts.google.com', 'login.microsoftonline.com']);

function takesSelectAccount(configuration: oidc.Configuration): boolean {
  const metadata = configuration.serverMetadata();
  const listed = metadata.prompt_values_supported;
  if (Array.isArray(listed)) return listed.includes('select_account');
  return SELECT_ACCOUNT_HOSTS.has(new URL(metadata.issuer).hostname);
}

/** Where the provider sends the browser back: the app's own address, this route's path. */
export function returnAddress(publicBaseUrl: string): URL {
  return new URL(SignIn.FinishSignIn.path, publicBaseUrl);
}

const signInRoutes: FastifyPluginAsync<SignInRoutesOptions> = async (fastify, options) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());
  const offered = options.config.ssoProviders;
  const redirectUri = returnAddress(options.config.publicBaseUrl);
  const providerNamed = (name: string): SsoProvider | undefined =>
    offered.find((provider) => provider.name === name);
  /** The provider as a school signs in at it (its own Microsoft tenant: signInRules.ts). */
  const schoolConfiguration = (provider: SsoProvider, tenantId: string) =>
    providerConfiguration({ ...provider, issuer: schoolIssuer(provider, tenantId) });

  /** To the login page, saying why; the refusal in the audit log with what we knew. */
  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: SignInRefusal,
    facts: { provider?: string; schoolId?: number | null; userId?: number; why: string },
  ): Promise<FastifyReply> {
    await recordAudit(
      db,
      {
        action: 'signin.refused',
        actorUserId: null,
        actorSchoolId: null,
        schoolId: facts.schoolId ?? null,
        ...(facts.userId === undefined ? {} : { targetKind: 'user', targetId: facts.userId }),
        ip: request.ip,
        detail: `${facts.provider ?? 'unknown provider'}: ${refusal}, ${facts.why}`,
      },
      now(),
    );
    return reply.redirect(signInResultAddress(refusal));
  }

  serve(fastify, SignIn.GetSignInProviders, async () => ({
    providers: offered.map(({ name, label }) => ({ name, label })),
  }));

  serve(fastify, SignIn.StartSignIn, async (request, reply) => {
    const { provider: name, school: schoolUsername, returnUrl } = request.query;
    const provider = providerNamed(name);
    if (provider === undefined)
      return refuse(request, reply, 'failed', { why: `${name} not offered` });
    if (schoolUsername.trim() === '') {
      return refuse(request, reply, 'noSchool', { provider: name, why: 'no school named' });
    }
    const school = await findSchoolIdByUsername(db, schoolUsername.trim());
    if (school === undefined) {
      return refuse(request, reply, 'unknownSchool', { provider: name, why: 'no such school' });
    }
    const setting = await schoolSignIn(db, school.school_id, provider.name);
    if (!setting.enabled) {
      return refuse(request, reply, 'offForSchool', {
        provider: name,
        schoolId: school.school_id,
        why: 'not turned on',
      });
    }
    const configuration = await schoolConfiguration(provider, setting.tenantId);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const at = now();
    await deleteExpiredSignInStarts(db, at);
    await keepSignInStart(
      db,
      hashToken(state),
      {
        provider: provider.name,
        schoolId: school.school_id,
        codeVerifier,
        nonce,
        returnPath: safeReturnPath(returnUrl),
      },
      new Date(at.getTime() + SIGN_IN_VALID_MINUTES * 60_000),
    );
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri.href,
      scope: 'openid email',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      // The provider shows its account chooser, so a shared school computer does not sign
      // the next pupil in as the last (where it says which prompts it takes, if it takes it).
      ...(takesSelectAccount(configuration) ? { prompt: 'select_account' } : {}),
    });
    return reply.redirect(url.href);
  });

  serve(fastify, SignIn.FinishSignIn, async (request, reply) => {
    const { state, error } = request.query;
    if (state === undefined || state === '') {
      return refuse(request, reply, 'failed', { why: 'no state' });
    }
    const start = await takeSignInStart(db, hashToken(state), now());
    if (start === undefined) {
      return refuse(request, reply, 'failed', { why: 'state unknown, used or expired' });
    }
    const facts = { provider: start.provider, schoolId: start.schoolId };
    if (error !== undefined) {
      return refuse(request, reply, 'cancelled', { ...facts, why: `provider said ${error}` });
    }
    const provider = providerNamed(start.provider);
    if (provider === undefined)
      return refuse(request, reply, 'failed', { ...facts, why: 'no longer offered' });

    const setting = await schoolSignIn(db, start.schoolId, provider.name);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(
        await schoolConfiguration(provider, setting.tenantId),
        new URL(request.url, redirectUri),
        {
          pkceCodeVerifier: start.codeVerifier,
          expectedState: state,
          expectedNonce: start.nonce,
          idTokenExpected: true,
        },
      );
      claims = tokens.claims();
    } catch (failure) {
      const why = failure instanceof Error ? `${failure.name}: ${failure.message}` : 'unknown';
      return refuse(request, reply, 'failed', { ...facts, why: `code not accepted (${why})` });
    }
    if (claims === undefined)
      return refuse(request, reply, 'failed', { ...facts, why: 'no ID token' });

    const outcome = await accountFor(start.schoolId, provider.name, setting, claims);
    if ('refusal' in outcome) {
      return refuse(request, reply, outcome.refusal, { ...facts, ...outcome });
    }
    return signIn(request, reply, outcome.user, start, provider.name, setting.enforcesMfa);
  });

  /** The account this identity reaches at the school, or why none. */
  async function accountFor(
    schoolId: number,
    provider: SsoProviderName,
    setting: SchoolSignInRow,
    claims: oidc.IDToken,
  ): Promise<{ user: UserRow } | { refusal: SignInRefusal; why: string; userId?: number }> {
    if (!setting.enabled) return { refusal: 'offForSchool', why: 'turned off meanwhile' };
    if (provider === 'microsoft' && (setting.tenantId === '' || claims.tid !== setting.tenantId)) {
      return { refusal: 'wrongTenant', why: `tenant ${String(claims.tid)}` };
    }
    const linked = await linkedUser(db, claims.iss, claims.sub);
    const userId = linked ?? (await byEmail());
    if (typeof userId !== 'number') return userId;
    const user = await findUserById(db, userId);
    if (user === undefined || user.school_id !== schoolId || user.is_User !== 1) {
      return {
        refusal: 'noAccount',
        why: 'linked account not of the school, or not allowed',
        userId,
      };
    }
    if (linked === undefined) {
      await linkUser(db, { issuer: claims.iss, subject: claims.sub, userId, provider }, now());
    }
    return { user };

    async function byEmail(): Promise<number | { refusal: SignInRefusal; why: string }> {
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      if (email === '' || !emailVerified(provider, claims)) {
        return { refusal: 'unverified', why: 'no verified e-mail claim' };
      }
      const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
      if (!setting.domains.includes(domain)) {
        return { refusal: 'noAccount', why: `domain ${domain} not the school's` };
      }
      const accounts = await schoolAccountsByEmail(db, schoolId, email);
      if (accounts.length !== 1 || accounts[0] === undefined) {
        return {
          refusal: 'noAccount',
          why: accounts.length === 0 ? 'no account with that e-mail' : 'several accounts',
        };
      }
      return accounts[0];
    }
  }

  /** A session as a password login makes one (auth/loginRoutes.ts), then into the app. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    start: { returnPath: string },
    provider: SsoProviderName,
    providerEnforcesMfa: boolean,
  ): Promise<FastifyReply> {
    const currentSchoolId = startingSchoolId(user);
    const staff = user.is_Staff === 1 || user.is_schoolAdmin === 1 || user.is_Admin === 1;
    const secondFactorGiven = staff && providerEnforcesMfa;
    const owesCode = !secondFactorGiven && needsSecondFactor(user, false);
    await fastify.sessions.sweep();
    const setCookie = await db.transaction().execute(async (trx) => {
      await lockUserForLogin(trx, user.user_id);
      const set = await fastify.sessions.create(trx, request, {
        userId: user.user_id,
        roles: { is_Admin: user.is_Admin === 1, is_schoolAdmin: user.is_schoolAdmin === 1 },
        currentSchoolId,
        readOnly: false,
        selectedProjectId: user.selected_project_id,
        selectedAssessmentId: user.selected_assessment_id,
        secondFactorGiven,
      });
      await recordAudit(
        trx,
        {
          action: owesCode ? 'signin.provider' : 'signin.success',
          actorUserId: user.user_id,
          actorSchoolId: user.school_id,
          schoolId: currentSchoolId,
          ip: request.ip,
          detail: `${provider}${secondFactorGiven ? ', second factor by the provider' : ''}`,
        },
        now(),
      );
      return set;
    });
    setCookie(reply);
    if (owesCode) return reply.redirect(signInResultAddress('secondFactor', start.returnPath));
    // Straight to the page that sent the user to log in; else the login page sends them on to
    // their landing screen, which depends on who they are (remote-public's landingPath).
    if (start.returnPath !== '') return reply.redirect(start.returnPath);
    return reply.redirect(signInResultAddress(SIGN_IN_DONE));
  }

  serve(fastify, SignIn.GetSchoolSignIn, async (request) => {
    const schoolId = request.session?.currentSchoolId ?? 0;
    const settings = [];
    for (const name of SIGN_IN_PROVIDERS) {
      const setting = await schoolSignIn(db, schoolId, name);
      settings.push({
        provider: name,
        offered: providerNamed(name) !== undefined,
        enabled: setting.enabled,
        domains: setting.domains.join(' '),
        tenantId: setting.tenantId,
        enforcesMfa: setting.enforcesMfa,
      });
    }
    return { settings };
  });

  serve(fastify, SignIn.SaveSchoolSignIn, async (request, reply) => {
    const schoolId = request.session?.currentSchoolId ?? 0;
    const { provider, enabled, tenantId, enforcesMfa } = request.body;
    const domains = parseDomains(request.body.domains);
    if ('problem' in domains) return reply.code(400).send({ error: domains.problem });
    const tenant = tenantId.trim();
    if (enabled && domains.domains.length === 0) {
      return reply.code(400).send({ error: ENGLISH('signIn.domainsRequired') });
    }
    if (enabled && provider === 'microsoft' && tenant === '') {
      return reply.code(400).send({ error: ENGLISH('signIn.tenantRequired') });
    }
    if (tenant !== '' && !isTenantId(tenant)) {
      return reply.code(400).send({ error: ENGLISH('signIn.notATenant', { tenant }) });
    }
    const at = now();
    await db.transaction().execute(async (trx) => {
      await saveSchoolSignIn(
        trx,
        schoolId,
        provider,
        { enabled, domains: domains.domains, tenantId: tenant, enforcesMfa },
        at,
      );
      await recordAudit(
        trx,
        {
          action: 'signin.settings',
          actorUserId: request.session?.user.user_id ?? null,
          actorSchoolId: request.session?.user.school_id ?? null,
          schoolId,
          ip: request.ip,
          detail: `${provider} ${enabled ? 'on' : 'off'}${enforcesMfa ? ', enforces MFA' : ''}`,
        },
        at,
      );
    });
    return OK;
  });
};

export default signInRoutes;
