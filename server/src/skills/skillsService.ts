/**
 * The skills frameworks' rules (contract `Skills`): a school's framework (Manage Skills) and
 * the global one (Manage Global Skills) are edited the same way. A skill a pupil graded or chose as a development area is retired,
 * never deleted, so no pupil's history is lost; one nobody used is deleted.
 */
import { SKILL_REFUSAL } from '@skillfolio/shared/wire';
import type {
  AdminSkill,
  GlobalSkillsReply,
  ListSkillsReply,
  MoveSkillRequest,
  ReorderSkillRequest,
  RetireSkillReply,
  RetireSkillRequest,
  SaveSkillReply,
  SaveSkillRequest,
} from '@skillfolio/shared/types';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
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
import {
  childrenByParent,
  isSelfOrDescendant,
  moveUnder,
  placements,
  swapWithSibling,
} from './skillsTree';

type Db = Kysely<Database>;

/**
 * The framework a request edits: a school id, null for the global one, undefined for none (a
 * global admin who has not chosen a school).
 */
export type Framework = number | null | undefined;

/**
 * The framework of a request whose skill passed its ownership check: it has one (a school's
 * skill is only ever found in the session's current school).
 */
function frameworkOfOwnedSkill(framework: Framework): number | null {
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

/** The school's framework (none when no school is chosen) beside the global one. */
export async function schoolFramework(db: Db, schoolId: number | null): Promise<ListSkillsReply> {
  const [schoolSkills, globalSkills] = await Promise.all([
    schoolId === null ? [] : listSkillsOfSchoolForAdmin(db, schoolId),
    listSkillsOfSchoolForAdmin(db, null),
  ]);
  return {
    schoolSkills: schoolSkills.map(toAdminSkill),
    globalSkills: globalSkills.map(toAdminSkill),
  };
}

export async function globalFramework(db: Db): Promise<GlobalSkillsReply> {
  return { globalSkills: (await listSkillsOfSchoolForAdmin(db, null)).map(toAdminSkill) };
}

/** Adds a skill (skill_id 0) under its parent, or renames one. */
export async function saveSkill(
  db: Db,
  framework: Framework,
  request: SaveSkillRequest,
): Promise<SaveSkillReply | Refusal> {
  // Ids of no school never pass the ownership check; only a new top-level heading gets here.
  if (framework === undefined) return refusal(SKILL_REFUSAL.noSchool);
  const { skill_id, parent_skill_id } = request;
  const name = request.skill_descriptor.trim();
  if (name === '') return refusal(SKILL_REFUSAL.nameRequired);
  if (skill_id !== 0) {
    await renameSkill(db, skill_id, name);
    return { skill_id };
  }
  return db.transaction().execute(async (trx) => {
    if (parent_skill_id !== 0) {
      const why = await refuseAsParent(trx, parent_skill_id);
      if (why !== undefined) return refusal(why);
      await deleteEmptyGradesOfSkill(trx, parent_skill_id);
    }
    const id = await insertSchoolSkill(
      trx,
      framework,
      name,
      parent_skill_id === 0 ? null : parent_skill_id,
    );
    await rearrange(trx, framework, () => true);
    return { skill_id: id };
  });
}

/** Moves the skill under another heading (0: the top level), never under itself. */
export async function moveSkill(
  db: Db,
  framework: Framework,
  request: MoveSkillRequest,
): Promise<undefined | Refusal> {
  const schoolId = frameworkOfOwnedSkill(framework);
  const { skill_id } = request;
  const parentId = request.parent_skill_id === 0 ? null : request.parent_skill_id;
  const why = await db.transaction().execute(async (trx) => {
    if (parentId !== null) {
      const rows = await listSkillsOfSchoolForAdmin(trx, schoolId);
      if (isSelfOrDescendant(rows, skill_id, parentId)) return SKILL_REFUSAL.ownDescendant;
      const refused = await refuseAsParent(trx, parentId);
      if (refused !== undefined) return refused;
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
  return why === undefined ? undefined : refusal(why);
}

/** Swaps the skill with its sibling; already first or last, nothing changes. */
export async function reorderSkill(
  db: Db,
  framework: Framework,
  request: ReorderSkillRequest,
): Promise<void> {
  const schoolId = frameworkOfOwnedSkill(framework);
  const { skill_id, direction } = request;
  await db
    .transaction()
    .execute((trx) =>
      rearrange(trx, schoolId, (children) => swapWithSibling(children, skill_id, direction)),
    );
}

/** Retires a used skill, deletes an unused one, or (retired false) brings one back. */
export async function retireSkill(
  db: Db,
  request: RetireSkillRequest,
): Promise<RetireSkillReply | Refusal> {
  const { skill_id, retired } = request;
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
  return outcome === undefined ? refusal(SKILL_REFUSAL.hasLiveChildren) : { outcome };
}
