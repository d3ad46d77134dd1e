/**
 * A home learner's framework: the starter set (the global skills, or when there are none the
 * copy of a new school's starter set made in their home space), which they never edit, and up
 * to OWN_SKILLS_MAX skills of their own under one heading in their home space. An own skill is
 * retired, never deleted, so no grade or development area of theirs is lost.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  HOME_TEXT,
  OWN_SKILLS_HEADING,
  OWN_SKILLS_MAX,
  type MySkillsReply,
} from '@skillfolio/shared/wire';
import type { Database, Executor } from '../db/database';
import { dialectOf } from '../db/dialect';
import { refusal, type Refusal } from '../http/refusal';
import { insertSchoolSkill, renameSkill, setSkillRetired } from '../queries/skills';
import { findHomeSpaceId } from './homeSpace';

type Db = Kysely<Database>;

/** Own skills come after the starter set in every list (skills sort by ordering). */
const OWN_ORDERING_BASE = 1_000_000;

/** The heading the user's own skills sit under, in their home space (none until the first). */
function ownHeading(db: Executor, spaceId: number) {
  return db
    .selectFrom('skills')
    .select('skill_id')
    .where('school_id', '=', spaceId)
    .where('parent_skill_id', 'is', null)
    .where('skill_descriptor', '=', OWN_SKILLS_HEADING)
    .orderBy('skill_id')
    .executeTakeFirst();
}

/**
 * An own skill of the user (under the own-skills heading of their home space), or undefined:
 * the heading itself, the starter set and anyone else's skills are never theirs to change.
 */
export async function findOwnSkill(
  db: Executor,
  userId: number,
  skillId: number,
): Promise<{ skill_id: number } | undefined> {
  const spaceId = await findHomeSpaceId(db, userId);
  const heading = spaceId === undefined ? undefined : await ownHeading(db, spaceId);
  if (heading === undefined) return undefined;
  return db
    .selectFrom('skills')
    .select('skill_id')
    .where('skill_id', '=', skillId)
    .where('parent_skill_id', '=', heading.skill_id)
    .executeTakeFirst();
}

/** The starter set (live headings with their live skills) and the user's own skills. */
export async function mySkills(db: Db, userId: number): Promise<MySkillsReply | undefined> {
  const spaceId = await findHomeSpaceId(db, userId);
  if (spaceId === undefined) return undefined;
  const heading = await ownHeading(db, spaceId);
  const framework = await db
    .selectFrom('skills')
    .select(['skill_id', 'skill_descriptor', 'parent_skill_id', 'retired'])
    .where((eb) => eb.or([eb('school_id', 'is', null), eb('school_id', '=', spaceId)]))
    .orderBy('ordering')
    .orderBy('skill_id')
    .execute();
  const starter = framework
    .filter((s) => s.parent_skill_id === null && s.retired === 0)
    .filter((s) => s.skill_id !== heading?.skill_id)
    .map((h) => ({
      heading: h.skill_descriptor,
      skills: framework
        .filter((s) => s.parent_skill_id === h.skill_id && s.retired === 0)
        .map((s) => s.skill_descriptor),
    }));
  const own = framework
    .filter((s) => heading !== undefined && s.parent_skill_id === heading.skill_id)
    .map((s) => ({
      skill_id: s.skill_id,
      skill_descriptor: s.skill_descriptor,
      retired: s.retired === 1,
    }));
  return { starter, own, limit: OWN_SKILLS_MAX };
}

/**
 * Adds (skill_id 0), or renames and retires or restores, an own skill. Adding locks the home space's row (PostgreSQL;
 * SQLite writes one at a time), so two adds at once never pass the cap together.
 */
export async function saveMySkill(
  db: Db,
  userId: number,
  request: { skill_id: number; skill_descriptor: string; retired: boolean },
): Promise<{ skill_id: number } | Refusal> {
  const descriptor = request.skill_descriptor.trim();
  if (descriptor === '') return refusal(HOME_TEXT.skillNameRequired);
  if (request.skill_id > 0) {
    // The ownership check found it among the user's own skills.
    await db.transaction().execute(async (trx) => {
      await renameSkill(trx, request.skill_id, descriptor);
      await setSkillRetired(trx, request.skill_id, request.retired);
    });
    return { skill_id: request.skill_id };
  }
  return db.transaction().execute(async (trx) => {
    const spaceId = await lockHomeSpace(trx, userId);
    // The route lets only home learners here, and each has a space from registration on.
    if (spaceId === undefined) throw new Error('SaveMySkill reached without a home space');
    const headingId =
      (await ownHeading(trx, spaceId))?.skill_id ??
      (await insertOwnSkill(trx, spaceId, OWN_SKILLS_HEADING, null, OWN_ORDERING_BASE));
    const count = await trx
      .selectFrom('skills')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('parent_skill_id', '=', headingId)
      .executeTakeFirstOrThrow();
    const n = Number(count.n);
    if (n >= OWN_SKILLS_MAX) return refusal(HOME_TEXT.ownSkillsFull);
    const skillId = await insertOwnSkill(
      trx,
      spaceId,
      descriptor,
      headingId,
      OWN_ORDERING_BASE + 1 + n,
    );
    return { skill_id: skillId };
  });
}

async function lockHomeSpace(trx: Transaction<Database>, userId: number) {
  const spaceId = await findHomeSpaceId(trx, userId);
  if (spaceId === undefined) return undefined;
  if (dialectOf<Database>(trx) === 'postgres') {
    await trx
      .selectFrom('schools')
      .select('school_id')
      .where('school_id', '=', spaceId)
      .forUpdate()
      .execute();
  }
  return spaceId;
}

async function insertOwnSkill(
  db: Executor,
  spaceId: number,
  descriptor: string,
  parentId: number | null,
  ordering: number,
): Promise<number> {
  const skillId = await insertSchoolSkill(db, spaceId, descriptor, parentId);
  await db.updateTable('skills').set({ ordering }).where('skill_id', '=', skillId).execute();
  return skillId;
}
