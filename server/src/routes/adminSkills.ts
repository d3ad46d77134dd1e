/**
 * Manage Skills (/api/admin): the current school's skills framework, beside the global one
 * it reads. A skill a pupil graded or chose as a development area is retired, never deleted,
 * so no pupil's history is lost; one nobody used is deleted.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
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

const ADMIN = { access: 'schoolAdmin' } as const;

/** A route whose skill passed the `schoolSkill` check has a current school. */
function schoolOfOwnedSkill(currentSchoolId: number | null): number {
  if (currentSchoolId === null) throw new Error('A skill passed the check without a school');
  return currentSchoolId;
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
 * Renumbers the school's tree after `change` rearranges its sibling lists; only rows whose
 * place changed are written. A skill under a global heading keeps that parent.
 */
async function rearrange(
  trx: Executor,
  schoolId: number,
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

const adminSkillsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  fastify.get(
    '/api/admin/ListSkills',
    { config: ADMIN, schema: { response: replies(ListSkillsReply) } },
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

  fastify.post(
    '/api/admin/SaveSkill',
    {
      config: {
        ...ADMIN,
        owns: {
          skill_id: { kind: 'schoolSkill', zero: 'new' },
          parent_skill_id: { kind: 'schoolSkill', zero: 'none' },
        },
      },
      schema: { body: SaveSkillRequest, response: replies(SaveSkillReply) },
    },
    async (request, reply) => {
      const schoolId = sessionOf(request).currentSchoolId;
      // Ids of no school never pass the ownership check; only a new top-level heading gets here.
      if (schoolId === null) return reply.code(400).send(errorReply(SKILL_REFUSAL.noSchool));
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
    '/api/admin/MoveSkill',
    {
      config: {
        ...ADMIN,
        owns: {
          skill_id: 'schoolSkill',
          parent_skill_id: { kind: 'schoolSkill', zero: 'none' },
        },
      },
      schema: { body: MoveSkillRequest, response: replies(OkReply) },
    },
    async (request, reply) => {
      const schoolId = schoolOfOwnedSkill(sessionOf(request).currentSchoolId);
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
    '/api/admin/ReorderSkill',
    {
      config: { ...ADMIN, owns: { skill_id: 'schoolSkill' } },
      schema: { body: ReorderSkillRequest, response: replies(OkReply) },
    },
    async (request) => {
      const schoolId = schoolOfOwnedSkill(sessionOf(request).currentSchoolId);
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
    '/api/admin/RetireSkill',
    {
      config: { ...ADMIN, owns: { skill_id: 'schoolSkill' } },
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

export default adminSkillsRoutes;
