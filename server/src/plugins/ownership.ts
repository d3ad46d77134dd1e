/**
 * Ownership and tenancy, declared on the route and checked before the handler, deny by
 * default. A route names each id it takes and what the id must be:
 *
 *   config: { access: 'user', owns: { project_id: 'project', user_id: 'self' } }
 *
 * One preHandler loads the row of every declared id that the request carries (query string
 * or body) scoped to its owner (learner kinds: the session's user; tenant kinds: the
 * session's CURRENT school) and answers 403 `Not authorised` unless it is found. Ids sent
 * together must agree: a step must be of the area sent with it, an assessment or an area of
 * the project sent with it. 0 is "new"/"none" only where the route says so
 * (`{ kind: 'developmentArea', zero: 'new' }`); elsewhere it is refused like any stranger's id.
 *
 * Forgetting is impossible: the app refuses to start while an /api route's query string or
 * body has an id field (`id` or `*_id`) that is neither in `owns` nor in `unchecked`
 * (`{ field: 'why it needs no check' }`).
 */
import { skillFrameworkOf } from '../home/homeSpace';
import { findOwnSkill } from '../home/ownSkills';
import type { OwnedKind, Ownership } from '@skillfolio/shared/contract';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorReply } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';
import {
  findAreaRefsOfUser,
  findAttachableFile,
  findCriterionOfSchool,
  findAnySchool,
  findGlobalResource,
  findPendingFileOfUser,
  findResourceOfSchool,
  findTagVisibleTo,
  findAssessmentRefsOfUser,
  findFileVisibleTo,
  findGlobalSkill,
  findGradeRefsOfUser,
  findLeafSkillVisibleTo,
  findNoteOfUser,
  findProjectOfSchool,
  findProjectOfUser,
  findSkillOfSchool,
  findStepRefsOfUser,
  findUserOfSchoolRef,
} from '../queries/owned';
import {
  findClassAssessment,
  findClassGrade,
  findClassProject,
  findClassPupil,
  type ClassViewer,
} from '../queries/classAccess';
import { findEvidenceOfUser } from '../queries/classView';
import {
  findClassEvidence,
  findClassEvidenceFile,
  findEvidenceFileOfUser,
  findEvidenceUploadOfUser,
} from '../queries/evidenceAccess';
import { findRound } from '../rounds/roundQueries';
import { findClassOfSchool, findClassOfViewer } from '../teaching/classQueries';
import { denyNotAuthorised } from './guard';
import { isApiRoute, propertiesOf, routeName } from './routeSchemas';
import type { RequestSession } from './sessions';

/** The ids a loaded row refers to, by the kind of row they name. */
type Refs = Partial<Record<OwnedKind, number>>;

interface KindRule {
  /** The row if the session may use it (with the ids it refers to); undefined if not. */
  load(db: Executor, session: RequestSession, id: number): Promise<Refs | undefined>;
}

export type { OwnedKind, Ownership };

/**
 * Whose future-ready profile a session may make: a pupil any of these kinds
 * allows. A parent's session is the pupil's own user, so `self` covers both; staff of the
 * pupil's projects (and the school's admin) by `classPupil`.
 */
const PROFILE_SUBJECT_KINDS: readonly OwnedKind[] = ['self', 'classPupil'];

/**
 * The kinds that name only the session's own rows, or what every member of the school sees
 * (a file of an active resource): the only kinds a route marked `ownDataOnly` may take.
 * Every other kind reaches someone else (a pupil for staff, a user or a school for an admin).
 */
export const OWN_DATA_KINDS: ReadonlySet<OwnedKind> = new Set<OwnedKind>([
  'self',
  'project',
  'assessment',
  'assessmentGrade',
  'developmentArea',
  'step',
  'leafSkill',
  'note',
  'evidence',
  'evidenceUpload',
  'evidenceFile',
  'resourceFile',
  'ownSkill',
]);

/** Every kind of id a route can declare. */
export const OWNED_KINDS: Readonly<Record<OwnedKind, KindRule>> = {
  /** The session's own user: a `user_id` the client sends is only ever compared. */
  self: {
    load: async (_db, session, id) => (id === session.user.user_id ? {} : undefined),
  },
  /** A project the session's user belongs to. */
  project: {
    load: async (db, session, id) => (await findProjectOfUser(db, session.user.user_id, id)) && {},
  },
  /** One of the user's assessments (in a project: compared with a `project` sent along). */
  assessment: {
    load: async (db, session, id) => {
      const row = await findAssessmentRefsOfUser(db, session.user.user_id, id);
      return row && { project: row.school_project_id };
    },
  },
  /** A grade row of one of the user's assessments. */
  assessmentGrade: {
    load: async (db, session, id) => {
      const row = await findGradeRefsOfUser(db, session.user.user_id, id);
      return row && { assessment: row.assessment_id };
    },
  },
  /** One of the user's development areas. */
  developmentArea: {
    load: async (db, session, id) => {
      const row = await findAreaRefsOfUser(db, session.user.user_id, id);
      return row && { project: row.school_project_id };
    },
  },
  /** A step of one of the user's development areas. */
  step: {
    load: async (db, session, id) => {
      const row = await findStepRefsOfUser(db, session.user.user_id, id);
      return row && { developmentArea: row.development_area_id };
    },
  },
  /** A leaf skill the user may choose (their school's or global; never a heading). */
  leafSkill: {
    load: async (db, session, id) =>
      (await findLeafSkillVisibleTo(db, await skillFrameworkOf(db, session.user), id)) && {},
  },
  /** A skill of a home learner's own (never a starter, global one). */
  ownSkill: {
    load: async (db, session, id) => (await findOwnSkill(db, session.user.user_id, id)) && {},
  },
  /** One of the user's notes. */
  note: {
    load: async (db, session, id) => (await findNoteOfUser(db, session.user.user_id, id)) && {},
  },
  /**
   * Tenant: the file of a resource the session may see (active, of the session's current
   * school or global); an inactive resource's file is nobody's to download here.
   */
  resourceFile: {
    load: async (db, session, id) =>
      (await findFileVisibleTo(db, session.currentSchoolId, id)) && {},
  },
  /** Tenant: a project of the session's current school (a global admin's chosen one). */
  schoolProject: {
    load: async (db, session, id) =>
      session.currentSchoolId === null
        ? undefined
        : (await findProjectOfSchool(db, session.currentSchoolId, id)) && {},
  },
  /** Tenant: a skill or heading of the session's current school (never a global one). */
  schoolSkill: {
    load: async (db, session, id) =>
      session.currentSchoolId === null
        ? undefined
        : (await findSkillOfSchool(db, session.currentSchoolId, id)) && {},
  },
  /** Tenant: a success criterion of a project of the session's current school. */
  successCriterion: {
    load: async (db, session, id) => {
      if (session.currentSchoolId === null) return undefined;
      const row = await findCriterionOfSchool(db, session.currentSchoolId, id);
      return row && { schoolProject: row.school_project_id };
    },
  },
  /** Tenant: a user of the session's current school, never a global admin. */
  schoolUser: {
    load: async (db, session, id) =>
      session.currentSchoolId === null
        ? undefined
        : (await findUserOfSchoolRef(db, session.currentSchoolId, id)) && {},
  },
  /** Global: a skill or heading of the global framework, to a global admin only. */
  globalSkill: {
    load: async (db, session, id) =>
      session.user.is_Admin ? (await findGlobalSkill(db, id)) && {} : undefined,
  },
  /** Global: any school, to a global admin only (they may work in every school). */
  school: {
    load: async (db, session, id) =>
      session.user.is_Admin ? (await findAnySchool(db, id)) && {} : undefined,
  },
  /** Tenant: the session's current school itself (a school_id the client sends along). */
  currentSchool: {
    load: async (_db, session, id) => (id === session.currentSchoolId ? {} : undefined),
  },
  /** Tenant: a resource of the session's current school, active or not. */
  schoolResource: {
    load: async (db, session, id) =>
      session.currentSchoolId === null
        ? undefined
        : (await findResourceOfSchool(db, session.currentSchoolId, id)) && {},
  },
  /** Global: a global resource (no school), to a global admin only. */
  globalResource: {
    load: async (db, session, id) =>
      session.user.is_Admin ? (await findGlobalResource(db, id)) && {} : undefined,
  },
  /**
   * Tenant: a file the school's manager may attach: one the user uploaded that no resource
   * holds yet, or the one a resource of the current school holds (which must then be the
   * resource sent along).
   */
  schoolResourceFile: {
    load: async (db, session, id) => {
      if (session.currentSchoolId === null) return undefined;
      const row = await findAttachableFile(db, session.user.user_id, session.currentSchoolId, id);
      return row && (row.resource_id === null ? {} : { schoolResource: row.resource_id });
    },
  },
  /** The same for the global manager: a pending upload, or a global resource's file. */
  globalResourceFile: {
    load: async (db, session, id) => {
      if (!session.user.is_Admin) return undefined;
      const row = await findAttachableFile(db, session.user.user_id, null, id);
      return row && (row.resource_id === null ? {} : { globalResource: row.resource_id });
    },
  },
  /** A file the user uploaded that no resource holds (yet): theirs to remove. */
  pendingFile: {
    load: async (db, session, id) =>
      (await findPendingFileOfUser(db, session.user.user_id, id)) && {},
  },
  /** Tenant: a tag of the session's current school, or a global one. */
  schoolTag: {
    load: async (db, session, id) =>
      session.currentSchoolId === null
        ? undefined
        : (await findTagVisibleTo(db, session.currentSchoolId, id)) && {},
  },
  /** Global: a global tag, to a global admin only. */
  globalTag: {
    load: async (db, session, id) =>
      session.user.is_Admin ? (await findTagVisibleTo(db, null, id)) && {} : undefined,
  },
  /** The pupil a profile is about: one that any of PROFILE_SUBJECT_KINDS allows. */
  profileSubject: {
    load: async (db, session, id) => {
      for (const kind of PROFILE_SUBJECT_KINDS) {
        if ((await OWNED_KINDS[kind].load(db, session, id)) !== undefined) return {};
      }
      return undefined;
    },
  },
  /** A piece of the user's own project evidence (in a project: compared with one sent along). */
  evidence: {
    load: async (db, session, id) => {
      const row = await findEvidenceOfUser(db, session.user.user_id, id);
      return row && { project: row.school_project_id };
    },
  },
  /**
   * A file the user uploaded that no resource holds: free, or held by their own evidence
   * (which must then be the evidence sent along).
   */
  evidenceUpload: {
    load: async (db, session, id) => {
      const row = await findEvidenceUploadOfUser(db, session.user.user_id, id);
      return row && (row.evidence_id === null ? {} : { evidence: row.evidence_id });
    },
  },
  /** The file of the user's own evidence. */
  evidenceFile: {
    load: async (db, session, id) =>
      (await findEvidenceFileOfUser(db, session.user.user_id, id)) && {},
  },
  /** Staff: evidence of a pupil the session may see, in a project it may see. */
  classEvidence: {
    load: async (db, session, id) => {
      const viewer = classViewerOf(session);
      const row = viewer && (await findClassEvidence(db, viewer, id));
      return row && { classPupil: row.user_id, classProject: row.school_project_id };
    },
  },
  /** Staff: the file of such evidence. */
  classEvidenceFile: {
    load: async (db, session, id) => {
      const viewer = classViewerOf(session);
      const row = viewer && (await findClassEvidenceFile(db, viewer, id));
      return row && { classPupil: row.user_id, classProject: row.school_project_id };
    },
  },
  /**
   * Staff: a project of the current school the session may see as staff: one the
   * staff member is assigned to; any, for a school admin.
   */
  classProject: {
    load: async (db, session, id) => {
      const viewer = classViewerOf(session);
      return viewer && (await findClassProject(db, viewer, id)) && {};
    },
  },
  /**
   * Staff: a pupil the session may see as staff: a pupil of a project of the current school
   * the staff member is assigned to; any pupil of the current school, for a school admin;
   * never another school's, never to a parent's (read-only) session.
   */
  classPupil: {
    load: async (db, session, id) => {
      const viewer = classViewerOf(session);
      return viewer && (await findClassPupil(db, viewer, id)) && {};
    },
  },
  /** Staff: an assessment of a pupil the session may see, in a project it may see. */
  classAssessment: {
    load: async (db, session, id) => {
      const viewer = classViewerOf(session);
      const row = viewer && (await findClassAssessment(db, viewer, id));
      return row && { classPupil: row.user_id, classProject: row.school_project_id };
    },
  },
  /** Staff: a grade row of such an assessment. */
  classGrade: {
    load: async (db, session, id) => {
      const viewer = classViewerOf(session);
      const row = viewer && (await findClassGrade(db, viewer, id));
      return row && { classAssessment: row.assessment_id };
    },
  },
  /** Staff: an assessment round of a project the session may see as staff. */
  classRound: {
    load: async (db, session, id) => {
      const viewer = classViewerOf(session);
      const round = viewer && (await findRound(db, id));
      if (viewer === undefined || round === undefined) return undefined;
      const project = await findClassProject(db, viewer, round.school_project_id);
      return project && { classProject: round.school_project_id };
    },
  },
  /**
   * Staff: an open class of the current school the staff member teaches (class_members role
   * 'staff'); any open class of it, for a school admin; never another school's.
   */
  classOfCaller: {
    load: async (db, session, id) => {
      const viewer = classViewerOf(session);
      return viewer && (await findClassOfViewer(db, viewer, id)) && {};
    },
  },
  /** Tenant: a class of the session's current school, open or closed. */
  schoolClass: {
    load: async (db, session, id) =>
      session.currentSchoolId === null
        ? undefined
        : (await findClassOfSchool(db, session.currentSchoolId, id)) && {},
  },
};

/**
 * Who a session looks as when it looks at pupils as staff; undefined when it may not (not
 * staff or an admin, no current school, or a parent's read-only session).
 */
export function classViewerOf(session: RequestSession): ClassViewer | undefined {
  const { user } = session;
  if (session.readOnly || session.currentSchoolId === null) return undefined;
  if (!(user.is_Staff || user.is_schoolAdmin || user.is_Admin)) return undefined;
  return {
    userId: user.user_id,
    schoolId: session.currentSchoolId,
    schoolWide: user.is_schoolAdmin || user.is_Admin,
  };
}

/** What an id must be; `zero` makes 0 mean a new row or nothing, skipping the check. */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The ids the route takes, each with what it must be. See plugins/ownership.ts. */
    owns?: Readonly<Record<string, Ownership>>;
    /** Id fields that need no ownership check, each with the reason. */
    unchecked?: Readonly<Record<string, string>>;
    /**
     * The 400 to answer instead of 403 when an id is refused (a SPEC message the client
     * shows in place, as SaveAssessmentName's).
     */
    ownershipRefusal?: ErrorReply;
  }
}

const ID_FIELD = /^(id|.+_id)$/i;

export default fp(
  async (fastify) => {
    const routes: RouteOptions[] = [];
    fastify.addHook('onRoute', (route) => {
      routes.push(route);
    });

    fastify.addHook('onReady', async () => {
      const problems = routes
        .filter((route) => isApiRoute(route) && route.method !== 'HEAD')
        .flatMap(declarationProblems);
      if (problems.length > 0) {
        throw new Error(`Refusing to start: ${problems.join('; ')}`);
      }
    });

    fastify.addHook('preHandler', async (request, reply) => {
      const owns = request.routeOptions.config.owns;
      if (owns === undefined) return;
      if (!(await isAllowed(fastify.db, request, owns))) {
        return refuse(request, reply);
      }
    });
  },
  { name: 'ownership', dependencies: ['db', 'guard'], fastify: '5.x' },
);

function refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const refusal = request.routeOptions.config.ownershipRefusal;
  if (refusal !== undefined) return reply.code(400).send(refusal);
  return denyNotAuthorised(reply);
}

/**
 * Each value of the field the request carries: from the query string and the body. A list
 * of ids (a resource's tags) is each of its ids, every one checked.
 */
function valuesOf(request: FastifyRequest, field: string): unknown[] {
  const values: unknown[] = [];
  for (const source of [request.query, request.body]) {
    if (typeof source === 'object' && source !== null && field in source) {
      const value = (source as Record<string, unknown>)[field];
      if (Array.isArray(value)) values.push(...(value as unknown[]));
      else values.push(value);
    }
  }
  return values;
}

async function isAllowed(
  db: Executor,
  request: FastifyRequest,
  owns: Readonly<Record<string, Ownership>>,
): Promise<boolean> {
  const session = request.session;
  if (session === null) return false;
  const declared = Object.entries(owns).map(([field, ownership]) => ({
    field,
    kind: kindOf(ownership),
    zero: typeof ownership === 'string' ? undefined : ownership.zero,
    values: valuesOf(request, field),
  }));
  for (const { kind, zero, values } of declared) {
    for (const value of values) {
      // Validation made ids integers; anything else here is a route without its schema.
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return false;
      if (value === 0) {
        if (zero === undefined) return false;
        continue;
      }
      const refs = await OWNED_KINDS[kind].load(db, session, value);
      if (refs === undefined) return false;
      // Every id sent along that names a row this one belongs to must name that very row.
      for (const [parentKind, parentId] of Object.entries(refs)) {
        for (const other of declared) {
          if (other.kind !== parentKind) continue;
          if (other.values.some((sent) => sent !== parentId)) return false;
        }
      }
    }
  }
  return true;
}

function kindOf(ownership: Ownership): OwnedKind {
  return typeof ownership === 'string' ? ownership : ownership.kind;
}

/** Why a route's declarations are incomplete or wrong ([] when they are fine). */
function declarationProblems(route: RouteOptions): string[] {
  const name = routeName(route);
  const owns = route.config?.owns ?? {};
  const unchecked = route.config?.unchecked ?? {};
  const problems: string[] = [];
  const fields = new Map<string, Record<string, unknown>>();
  for (const part of ['querystring', 'body', 'params'] as const) {
    for (const [field, schema] of propertiesOf(route.schema?.[part])) fields.set(field, schema);
  }

  for (const [field, schema] of fields) {
    if (!ID_FIELD.test(field)) continue;
    if (field in owns && field in unchecked) {
      problems.push(`${name}: ${field} is both in config.owns and config.unchecked`);
    } else if (!(field in owns) && !(field in unchecked)) {
      problems.push(
        `${name}: the id field ${field} is neither in config.owns nor in config.unchecked`,
      );
    }
    const ownership = owns[field];
    const allowsZero = typeof schema.minimum === 'number' && schema.minimum <= 0;
    if (ownership !== undefined && allowsZero && typeof ownership === 'string') {
      problems.push(`${name}: ${field} accepts 0, so config.owns must say what 0 means (zero)`);
    }
  }
  for (const [field, ownership] of Object.entries(owns)) {
    if (!fields.has(field)) problems.push(`${name}: config.owns names ${field}, not in its schema`);
    if (!(kindOf(ownership) in OWNED_KINDS)) {
      problems.push(`${name}: config.owns.${field} has an unknown kind`);
    }
  }
  if (route.config?.ownDataOnly === true) {
    for (const [field, ownership] of Object.entries(owns)) {
      if (!OWN_DATA_KINDS.has(kindOf(ownership))) {
        problems.push(
          `${name}: config.ownDataOnly, yet ${field} is a ${kindOf(ownership)}, which reaches another person`,
        );
      }
    }
  }
  if (Object.keys(owns).length > 0 && route.config?.access === 'public') {
    problems.push(`${name}: a public route has no session to check ownership against`);
  }
  return problems;
}
