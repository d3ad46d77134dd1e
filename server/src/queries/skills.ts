/**
 * Skills a user may use: those of the user's school plus the global ones (school_id null).
 * Skills form a tree (parent_skill_id); only the leaves are assessed and planned for.
 */
import { ownSchoolOrGlobal } from './visibility';
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';

export interface SkillRow {
  skill_id: number;
  skill_descriptor: string;
  parent_skill_id: number | null;
  ordering: number;
}

export interface LeafSkillRow {
  skill_id: number;
  skill_descriptor: string;
}

/**
 * The skills a user may rate or plan for: their school's and the global ones, each with no
 * child the user sees (a heading is never a choice), so another school's children never hide
 * a global skill. `schoolId` is the user's own school; null for a private user (global only).
 */
export function leafSkillsVisibleTo(db: Executor, schoolId: number | null) {
  return db
    .selectFrom('skills as s')
    .where((eb) => ownSchoolOrGlobal(eb.ref('s.school_id'), schoolId))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('skills as c')
            .select('c.skill_id')
            .whereRef('c.parent_skill_id', '=', 's.skill_id')
            .where((eb) => ownSchoolOrGlobal(eb.ref('c.school_id'), schoolId)),
        ),
      ),
    );
}

/**
 * The leaf skills the user sees, in skill order, retired ones left out (new assessments and
 * the development-area choices take these).
 */
export async function listLeafSkills(
  db: Executor,
  schoolId: number | null,
): Promise<LeafSkillRow[]> {
  return (
    leafSkillsVisibleTo(db, schoolId)
      .select(['s.skill_id', 's.skill_descriptor'])
      // A retired skill's children still make it a heading, and it is never a choice itself.
      .where('s.retired', '=', 0)
      .orderBy('s.ordering')
      .orderBy('s.skill_id')
      .execute()
  );
}

/**
 * Every ancestor of the given skills that is not among them: the headings above graded
 * skills. Walks up one level per query; the depth limit only guards against a cycle.
 */
export async function listMissingAncestors(
  db: Executor,
  skills: readonly SkillRow[],
): Promise<SkillRow[]> {
  const known = new Set(skills.map((s) => s.skill_id));
  const found: SkillRow[] = [];
  let wanted = parentsNotIn(skills, known);
  for (let depth = 0; wanted.length > 0 && depth < 16; depth++) {
    const parents = await db
      .selectFrom('skills')
      .select(['skill_id', 'skill_descriptor', 'parent_skill_id', 'ordering'])
      .where('skill_id', 'in', wanted)
      .execute();
    for (const parent of parents) known.add(parent.skill_id);
    found.push(...parents);
    wanted = parentsNotIn(parents, known);
  }
  return found;
}

/**
 * The headings above an assessment's skills that are not graded themselves (so the screen
 * can show its tree): what listMissingAncestors finds, in one prepared query for every depth.
 */
export async function listMissingAncestorsOfAssessment(
  db: Executor,
  assessmentId: number,
  graded: readonly SkillRow[],
): Promise<SkillRow[]> {
  const known = new Set(graded.map((s) => s.skill_id));
  const ancestors = await ancestorsOfAssessment.all(db, { assessmentId });
  return ancestors.filter((skill) => !known.has(skill.skill_id));
}

// UNION, not UNION ALL: a skill reached twice (or a loop in bad data) is followed once.
const ancestorsOfAssessment = preparedQuery<{ assessmentId: number }, SkillRow>((db, arg) =>
  db
    .withRecursive('ancestors(skill_id)', (rec) =>
      rec
        .selectFrom('assessment_grades as g')
        .innerJoin('skills as s', 's.skill_id', 'g.skill_id')
        .select((eb) => eb.ref('s.parent_skill_id').$notNull().as('skill_id'))
        .where('g.assessment_id', '=', arg('assessmentId'))
        .where('s.parent_skill_id', 'is not', null)
        .union(
          rec
            .selectFrom('ancestors as a')
            .innerJoin('skills as s', 's.skill_id', 'a.skill_id')
            .select((eb) => eb.ref('s.parent_skill_id').$notNull().as('skill_id'))
            .where('s.parent_skill_id', 'is not', null),
        ),
    )
    .selectFrom('skills')
    .innerJoin('ancestors', 'ancestors.skill_id', 'skills.skill_id')
    .select([
      'skills.skill_id',
      'skills.skill_descriptor',
      'skills.parent_skill_id',
      'skills.ordering',
    ]),
);

function parentsNotIn(skills: readonly SkillRow[], known: ReadonlySet<number>): number[] {
  const ids = new Set<number>();
  for (const skill of skills) {
    if (skill.parent_skill_id !== null && !known.has(skill.parent_skill_id)) {
      ids.add(skill.parent_skill_id);
    }
  }
  return [...ids];
}

/** A skill as Manage Skills lists it. */
export interface AdminSkillRow extends SkillRow {
  retired: number;
  used: number;
}

/**
 * Every skill of the school (schoolId null: the global framework), retired ones included,
 * in skill order, each marked used when a pupil graded it (a grade or a statement) or chose
 * it as a development area.
 */
export async function listSkillsOfSchoolForAdmin(
  db: Executor,
  schoolId: number | null,
): Promise<AdminSkillRow[]> {
  const rows = await db
    .selectFrom('skills as s')
    .select(['s.skill_id', 's.skill_descriptor', 's.parent_skill_id', 's.ordering', 's.retired'])
    .select(
      sql<number>`case when exists (select 1 from assessment_grades g where g.skill_id = s.skill_id
        and (g.grade is not null or (g.statement is not null and g.statement <> '')))
        or exists (select 1 from development_areas a where a.skill_id = s.skill_id)
        then 1 else 0 end`.as('used'),
    )
    .where((eb) =>
      schoolId === null ? eb('s.school_id', 'is', null) : eb('s.school_id', '=', schoolId),
    )
    .orderBy('s.ordering')
    .orderBy('s.skill_id')
    .execute();
  return rows.map((row) => ({ ...row, used: Number(row.used) }));
}

/** Whether a pupil graded the skill (a grade or a statement) or chose it as an area. */
export async function isSkillUsed(db: Executor, skillId: number): Promise<boolean> {
  const graded = await db
    .selectFrom('assessment_grades')
    .select('assessment_grade_id')
    .where('skill_id', '=', skillId)
    .where((eb) =>
      eb.or([
        eb('grade', 'is not', null),
        eb.and([eb('statement', 'is not', null), eb('statement', '<>', '')]),
      ]),
    )
    .executeTakeFirst();
  if (graded !== undefined) return true;
  const area = await db
    .selectFrom('development_areas')
    .select('development_area_id')
    .where('skill_id', '=', skillId)
    .executeTakeFirst();
  return area !== undefined;
}

/** The skill's children: all of them, or only those not retired. */
export async function countChildren(
  db: Executor,
  skillId: number,
  which: 'all' | 'live',
): Promise<number> {
  let query = db
    .selectFrom('skills')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('parent_skill_id', '=', skillId);
  if (which === 'live') query = query.where('retired', '=', 0);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findSkillForAdmin(
  db: Executor,
  skillId: number,
): Promise<{ parent_skill_id: number | null; retired: number } | undefined> {
  return db
    .selectFrom('skills')
    .select(['parent_skill_id', 'retired'])
    .where('skill_id', '=', skillId)
    .executeTakeFirst();
}

/**
 * Adds a skill (schoolId null: to the global framework) at the end of everything; the caller
 * renumbers the tree after.
 */
export async function insertSchoolSkill(
  db: Executor,
  schoolId: number | null,
  descriptor: string,
  parentId: number | null,
): Promise<number> {
  const row = await db
    .insertInto('skills')
    .values({
      school_id: schoolId,
      skill_descriptor: descriptor,
      parent_skill_id: parentId,
      ordering: 2147483647,
    })
    .returning('skill_id')
    .executeTakeFirstOrThrow();
  return row.skill_id;
}

export async function renameSkill(
  db: Executor,
  skillId: number,
  descriptor: string,
): Promise<void> {
  await db
    .updateTable('skills')
    .set({ skill_descriptor: descriptor })
    .where('skill_id', '=', skillId)
    .execute();
}

export async function setSkillRetired(
  db: Executor,
  skillId: number,
  retired: boolean,
): Promise<void> {
  await db
    .updateTable('skills')
    .set({ retired: retired ? 1 : 0 })
    .where('skill_id', '=', skillId)
    .execute();
}

/**
 * Removes the empty grade rows (no grade, no statement) new assessments made for the skill:
 * before deleting it, or before it becomes a heading, which is never graded.
 */
export async function deleteEmptyGradesOfSkill(db: Executor, skillId: number): Promise<void> {
  await db
    .deleteFrom('assessment_grades')
    .where('skill_id', '=', skillId)
    .where('grade', 'is', null)
    .where((eb) => eb.or([eb('statement', 'is', null), eb('statement', '=', '')]))
    .execute();
}

/** Deletes a skill nobody used (its empty grade rows must be gone first). */
export async function deleteSkill(db: Executor, skillId: number): Promise<void> {
  await db.deleteFrom('skills').where('skill_id', '=', skillId).execute();
}

export async function setSkillPlace(
  db: Executor,
  skillId: number,
  place: { parent_skill_id: number | null; ordering: number },
): Promise<void> {
  await db.updateTable('skills').set(place).where('skill_id', '=', skillId).execute();
}
