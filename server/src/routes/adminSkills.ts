/**
 * Manage Skills (/api/admin): the current school's skills framework, beside the global one
 * it reads; and Manage Global Skills (/api/siteadmin): the global framework, edited the same
 * way by the global admin. A skill a pupil graded or chose as a development area is retired,
 * never deleted, so no pupil's history is lost; one nobody used is deleted.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GlobalSkillsReply,
  ListSkillsReply,
  MoveSkillRequest,
  OkReply,
  ReorderSkillRequest,
  RetireSkillReply,
  RetireSkillRequest,
  SaveSkillReply,
  SaveSkillRequest,
  SKILL_REFUSAL,
} from '@skillfolio/shared/wire';
import type { AdminSkill } from '@skillfolio/shared/types';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/database';
import { sessionOf } from '../plugins/guard';
import {
  countChildren,
  deleteEmptyGradesOfSkill,
  deleteSkill,
  findSkillForAdmin,
  insertSchoolSkill,
  isSkillUsed,
  listSkillsOfSchoolForAdmin,
  renameSkill,
  setSkillPlace,
  setSkillRetired,
  type AdminSkillRow,
} from '../queries/skills';
import { errorReply, OK, replies } from '../wire/replies';
import {
  childrenByParent,
  isSelfOrDescendant,
  moveUnder,
  placements,
  swapWithSibling,
} from './adminSkillsTree';

/**
 * Which framework a set of routes edits: the session's current school's (a school admin's, or
 * the school a global admin chose), or the global one every school uses.
 */
interface FrameworkRoutes {
  /** The path prefix, e.g. /api/admin. */
  prefix: string;
  access: 'schoolAdmin' | 'globalAdmin';
  /** The ownership kind every skill id the routes take must be. */
  kind: 'schoolSkill' | 'globalSkill';
  /** The framework of the request: a school id, null for the global one, undefined for none. */
  frameworkOf: (request: FastifyRequest) => number | null | undefined;
}

/**
 * The framework of a route whose skill passed its ownership check: it has one (a school's
 * skill is only ever found in the session's current school).
 */
function frameworkOfOwnedSkill(framework: number | null | undefined): number | null {
  if (framework === undefined) throw new Error('A skill passed the check without a framework');
  return framework;
}

function toAdminSkill(row: AdminSkillRow): AdminSkill {
  return {
    skill_id: row.skill_id,
    skill_descriptor: row.skill_descriptor,
    parent_skill_id: row.parent_skill_id,
    ordering: row.ordering,
    retired: row.retired === 1,
    used: row.used === 1,
  };
}

/**
 * Why the skill cannot become a heading (have a child), or undefined when it can. A leaf a
 * pupil graded would lose its place in new assessments while its grades still name it.
 */
async function refuseAsParent(db: Executor, parentId: number): Promise<string | undefined> {
  const parent = await findSkillForAdmin(db, parentId);
  if (parent === undefined) return undefined;
  if (parent.retired === 1) return SKILL_REFUSAL.parentRetired;
  if ((await countChildren(db, parentId, 'all')) === 0 && (await isSkillUsed(db, parentId))) {
    return SKILL_REFUSAL.parentUsed;
  }
  return undefined;
}

/**
 * Renumbers the framework's tree (schoolId null: the global one) after `change` rearranges
 * its sibling lists; only rows whose place changed are written. A school's skill under a
 * global heading keeps that parent.
 */
async function rearrange(
  trx: Executor,
  schoolId: number | null,
  change: (children: Map<number | null, number[]>) => boolean,
  movedId?: number,
): Promise<boolean> {
  const rows = await listSkillsOfSchoolForAdmin(trx, schoolId);
  const children = childrenByParent(rows);
  if (!change(children)) return false;
  const before = new Map(rows.map((row) => [row.skill_id, row]));
  for (const place of placements(children)) {
    const row = before.get(place.skill_id);
    if (row === undefined) continue;
    const moved = place.skill_id === movedId;
    if (!moved && row.ordering === place.ordering) continue;
    await setSkillPlace(trx, place.skill_id, {
      parent_skill_id: moved ? place.parent_skill_id : row.parent_skill_id,
      ordering: place.ordering,
    });
  }
  return true;
}

function skillFrameworkRoutes(routes: FrameworkRoutes): FastifyPluginAsyncTypebox {
  const { prefix, access, kind, frameworkOf } = routes;
  const ACCESS = { access } as const;
  return async (fastify) => {
    const db = fastify.db;

    fastify.post(
      `${prefix}/SaveSkill`,
      {
        config: {
          ...ACCESS,
          owns: {
            skill_id: { kind, zero: 'new' },
            parent_skill_id: { kind, zero: 'none' },
          },
        },
        schema: { body: SaveSkillRequest, response: replies(SaveSkillReply) },
      },
      async (request, reply) => {
        const schoolId = frameworkOf(request);
        // Ids of no school never pass the ownership check; only a new top-level heading gets here.
        if (schoolId === undefined) return reply.code(400).send(errorReply(SKILL_REFUSAL.noSchool));
        const { skill_id, parent_skill_id } = request.body;
        const name = request.body.skill_descriptor.trim();
        if (name === '') return reply.code(400).send(errorReply(SKILL_REFUSAL.nameRequired));
        if (skill_id !== 0) {
          await renameSkill(db, skill_id, name);
          return { skill_id };
        }
        const refusal = await db.transaction().execute(async (trx) => {
          if (parent_skill_id !== 0) {
            const why = await refuseAsParent(trx, parent_skill_id);
            if (why !== undefined) return { refused: why };
            await deleteEmptyGradesOfSkill(trx, parent_skill_id);
          }
          const id = await insertSchoolSkill(
            trx,
            schoolId,
            name,
            parent_skill_id === 0 ? null : parent_skill_id,
          );
          await rearrange(trx, schoolId, () => true);
          return { id };
        });
        if (refusal.refused !== undefined) {
          return reply.code(400).send(errorReply(refusal.refused));
        }
        return { skill_id: refusal.id };
      },
    );

    fastify.post(
      `${prefix}/MoveSkill`,
      {
        config: {
          ...ACCESS,
          owns: {
            skill_id: kind,
            parent_skill_id: { kind, zero: 'none' },
          },
        },
        schema: { body: MoveSkillRequest, response: replies(OkReply) },
      },
      async (request, reply) => {
        const schoolId = frameworkOfOwnedSkill(frameworkOf(request));
        const { skill_id } = request.body;
        const parentId = request.body.parent_skill_id === 0 ? null : request.body.parent_skill_id;
        const refusal = await db.transaction().execute(async (trx) => {
          if (parentId !== null) {
            const rows = await listSkillsOfSchoolForAdmin(trx, schoolId);
            if (isSelfOrDescendant(rows, skill_id, parentId)) return SKILL_REFUSAL.ownDescendant;
            const why = await refuseAsParent(trx, parentId);
            if (why !== undefined) return why;
            await deleteEmptyGradesOfSkill(trx, parentId);
          }
          await rearrange(
            trx,
            schoolId,
            (children) => {
              moveUnder(children, skill_id, parentId);
              return true;
            },
            skill_id,
          );
          return undefined;
        });
        if (refusal !== undefined) return reply.code(400).send(errorReply(refusal));
        return OK;
      },
    );

    fastify.post(
      `${prefix}/ReorderSkill`,
      {
        config: { ...ACCESS, owns: { skill_id: kind } },
        schema: { body: ReorderSkillRequest, response: replies(OkReply) },
      },
      async (request) => {
        const schoolId = frameworkOfOwnedSkill(frameworkOf(request));
        const { skill_id, direction } = request.body;
        // Already first or last: nothing to do, and nothing the admin needs telling.
        await db
          .transaction()
          .execute((trx) =>
            rearrange(trx, schoolId, (children) => swapWithSibling(children, skill_id, direction)),
          );
        return OK;
      },
    );

    fastify.post(
      `${prefix}/RetireSkill`,
      {
        config: { ...ACCESS, owns: { skill_id: kind } },
        schema: { body: RetireSkillRequest, response: replies(RetireSkillReply) },
      },
      async (request, reply) => {
        const { skill_id, retired } = request.body;
        const outcome = await db.transaction().execute(async (trx) => {
          if (!retired) {
            await setSkillRetired(trx, skill_id, false);
            return 'restored' as const;
          }
          if ((await countChildren(trx, skill_id, 'live')) > 0) return undefined;
          const keep =
            (await isSkillUsed(trx, skill_id)) || (await countChildren(trx, skill_id, 'all')) > 0;
          if (keep) {
            await setSkillRetired(trx, skill_id, true);
            return 'retired' as const;
          }
          await deleteEmptyGradesOfSkill(trx, skill_id);
          await deleteSkill(trx, skill_id);
          return 'deleted' as const;
        });
        if (outcome === undefined) {
          return reply.code(400).send(errorReply(SKILL_REFUSAL.hasLiveChildren));
        }
        return { outcome };
      },
    );
  };
}

/** Manage Skills of the school admin: the current school's framework, beside the global one. */
const adminSkillsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  fastify.get(
    '/api/admin/ListSkills',
    { config: { access: 'schoolAdmin' }, schema: { response: replies(ListSkillsReply) } },
    async (request) => {
      const schoolId = sessionOf(request).currentSchoolId;
      // A global admin who has not chosen a school sees the global framework alone.
      const [schoolSkills, globalSkills] = await Promise.all([
        schoolId === null ? [] : listSkillsOfSchoolForAdmin(db, schoolId),
        listSkillsOfSchoolForAdmin(db, null),
      ]);
      return {
        schoolSkills: schoolSkills.map(toAdminSkill),
        globalSkills: globalSkills.map(toAdminSkill),
      };
    },
  );

  await fastify.register(
    skillFrameworkRoutes({
      prefix: '/api/admin',
      access: 'schoolAdmin',
      kind: 'schoolSkill',
      // A global admin who has not chosen a school has no school framework to edit.
      frameworkOf: (request) => sessionOf(request).currentSchoolId ?? undefined,
    }),
  );
};

/**
 * Manage Global Skills (/api/siteadmin): the global framework every school uses and a new
 * school starts with, edited as a school's is, by the global admin only.
 */
export const globalSkillsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  fastify.get(
    '/api/siteadmin/ListSkills',
    { config: { access: 'globalAdmin' }, schema: { response: replies(GlobalSkillsReply) } },
    async () => ({
      globalSkills: (await listSkillsOfSchoolForAdmin(db, null)).map(toAdminSkill),
    }),
  );

  await fastify.register(
    skillFrameworkRoutes({
      prefix: '/api/siteadmin',
      access: 'globalAdmin',
      kind: 'globalSkill',
      frameworkOf: () => null,
    }),
  );
};

export default adminSkillsRoutes;
