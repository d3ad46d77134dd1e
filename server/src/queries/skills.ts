/**
 * Skills a user may use: those of the user's school plus the global ones (school_id null).
 * Skills form a tree (parent_skill_id); only the leaves are assessed and planned for.
 */
import type { Executor } from '../db/database';

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
 * The leaf skills the user sees, in skill order. A skill counts as a leaf when it has no
 * child the user sees, so another school's children never hide a global skill.
 * `schoolId` is the user's own school; null for a private user (global skills only).
 */
export async function listLeafSkills(
  db: Executor,
  schoolId: number | null,
): Promise<LeafSkillRow[]> {
  return db
    .selectFrom('skills as s')
    .select(['s.skill_id', 's.skill_descriptor'])
    .where((eb) =>
      schoolId === null
        ? eb('s.school_id', 'is', null)
        : eb.or([eb('s.school_id', '=', schoolId), eb('s.school_id', 'is', null)]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('skills as c')
            .select('c.skill_id')
            .whereRef('c.parent_skill_id', '=', 's.skill_id')
            .where((eb) =>
              schoolId === null
                ? eb('c.school_id', 'is', null)
                : eb.or([eb('c.school_id', '=', schoolId), eb('c.school_id', 'is', null)]),
            ),
        ),
      ),
    )
    .orderBy('s.ordering')
    .orderBy('s.skill_id')
    .execute();
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

function parentsNotIn(skills: readonly SkillRow[], known: ReadonlySet<number>): number[] {
  const ids = new Set<number>();
  for (const skill of skills) {
    if (skill.parent_skill_id !== null && !known.has(skill.parent_skill_id)) {
      ids.add(skill.parent_skill_id);
    }
  }
  return [...ids];
}
