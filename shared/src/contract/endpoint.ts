/**
 * An endpoint is one declaration: method, path, who may call it, the ids it takes and whose
 * they must be, and its request and reply schemas. The server registers its route from it
 * (server/src/http/serve.ts) and the browser calls it through `call` (../api/call.ts), so the
 * two sides cannot drift: a path is written once, and both sides take their types from the
 * same schemas.
 */
import type { Static, TSchema } from 'typebox';

/**
 * Who may call: 'staff' is is_Staff or a school or global admin; 'leader' is a school or
 * global admin, or staff the school admin lets see the School Overview.
 */
export type Access = 'public' | 'user' | 'staff' | 'leader' | 'schoolAdmin' | 'globalAdmin';

/** The kinds of row an id may name, each checked by the server before the handler runs. */
export type OwnedKind =
  | 'self'
  | 'project'
  | 'assessment'
  | 'assessmentGrade'
  | 'developmentArea'
  | 'step'
  | 'leafSkill'
  | 'note'
  | 'resourceFile'
  | 'schoolProject'
  | 'schoolSkill'
  | 'successCriterion'
  | 'schoolUser'
  | 'globalSkill'
  | 'school'
  | 'currentSchool'
  | 'schoolResource'
  | 'globalResource'
  | 'schoolResourceFile'
  | 'globalResourceFile'
  | 'pendingFile'
  | 'schoolTag'
  | 'globalTag'
  | 'profileSubject'
  | 'evidence'
  | 'evidenceUpload'
  | 'evidenceFile'
  | 'classEvidence'
  | 'classEvidenceFile'
  | 'classProject'
  | 'classPupil'
  | 'classAssessment'
  | 'classGrade'
  | 'classRound'
  | 'classOfCaller'
  | 'schoolClass'
  | 'ownSkill';

/** An id the endpoint takes: its kind, and what a 0 means when 0 is allowed. */
export type Ownership = OwnedKind | { kind: OwnedKind; zero: 'new' | 'none' };

export type Method = 'GET' | 'POST' | 'DELETE';

/** The rules of one endpoint, checked by the server's guard and ownership plugins. */
export interface Rule {
  access: Access;
  /**
   * Lets a read-only (parent) session use a non-GET endpoint (navigation such as
   * RememberSelection, never data). Admin endpoints stay closed to it whatever this says.
   */
  allowReadOnly?: boolean;
  /**
   * Reaches only the caller's own data or what every member of their school sees: a staff
   * session that still owes its second factor may call it (deny by default otherwise).
   */
  ownDataOnly?: boolean;
  /** Part of giving the second factor: a session that has not given it yet may call it. */
  secondFactorStep?: boolean;
  /**
   * Works in the session's current school (an admin's users, projects, resources): a
   * session without one is refused as Not authorised before the handler runs.
   */
  inSchool?: boolean;
  /** Every id field the endpoint takes, with what it must be. */
  owns?: Readonly<Record<string, Ownership>>;
  /** Id fields that need no ownership check, each with the reason. */
  unchecked?: Readonly<Record<string, string>>;
}

/**
 * What a 200 reply carries: a JSON schema, or 'file' for a download the browser follows
 * as a link (a PDF, a CSV, a stored file), or 'redirect' for a link the browser follows that
 * answers by sending it elsewhere (a sign-in's way out to a provider and back).
 */
export type ReplyShape = TSchema | 'file' | 'redirect';

export interface Endpoint<
  M extends Method = Method,
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends ReplyShape = ReplyShape,
> {
  method: M;
  /** The path as SPEC §7 spells it; the server matches it case-insensitively. */
  path: `/api/${string}`;
  rule: Rule;
  query?: Q;
  body?: B;
  /** The 200 reply. */
  reply: R;
  /** The endpoint may also answer 204 No Content (GetCurrentUser: nobody is logged in). */
  mayBeEmpty?: boolean;
}

/** Any endpoint, for code that handles them all. */
// The parameters are widened on purpose: each endpoint's own type stays precise at its use.
export type AnyEndpoint = Endpoint<Method, TSchema | undefined, TSchema | undefined, ReplyShape>;

/** Declares an endpoint, keeping its literal types for both sides. */
export function endpoint<const E extends AnyEndpoint>(declaration: E): E {
  return declaration;
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** The query string an endpoint takes (undefined when none). */
export type QueryOf<E extends AnyEndpoint> = StaticOf<E['query']>;
/** The JSON body an endpoint takes (undefined when none). */
export type BodyOf<E extends AnyEndpoint> = StaticOf<E['body']>;
/** The 200 reply of a JSON endpoint (null too when it may answer 204). */
export type ReplyOf<E extends AnyEndpoint> = E['reply'] extends TSchema
  ? Static<E['reply']> | (E['mayBeEmpty'] extends true ? null : never)
  : never;

/**
 * What the browser passes to call an endpoint: its query or its body, or both as
 * `{ query, body }` when it takes both, or nothing.
 */
export type InputOf<E extends AnyEndpoint> = E['query'] extends TSchema
  ? E['body'] extends TSchema
    ? { query: Static<E['query']>; body: Static<E['body']> }
    : Static<E['query']>
  : E['body'] extends TSchema
    ? Static<E['body']>
    : void;
