/**
 * What a new school gets so it is ready on day one: one project to assess in, and a skills
 * framework to assess on. Global skills (school_id null) are visible to every school; only
 * when there are none does the school get its own copy of the starter framework.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { insertProject } from '../queries/schoolProjects';
import { STARTER_PROJECT_NAME, STARTER_SKILLS } from './starterSkills';

export interface StartedSchool {
  projectId: number;
  /** Skills copied into the school: 0 when the global framework already serves it. */
  skillsAdded: number;
}

/** Run in the transaction that creates the school. */
export async function startSchool(trx: Executor, schoolId: number): Promise<StartedSchool> {
  const projectId = await insertProject(trx, schoolId, STARTER_PROJECT_NAME);
  const skillsAdded = (await hasGlobalSkills(trx)) ? 0 : await addStarterSkills(trx, schoolId);
  return { projectId, skillsAdded };
}

export async function hasGlobalSkills(trx: Executor): Promise<boolean> {
  const row = await trx
    .selectFrom('skills')
    .select(sql<number>`count(*)`.as('n'))
    .where('school_id', 'is', null)
    .where('retired', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

export async function addStarterSkills(trx: Executor, schoolId: number): Promise<number> {
  let ordering = 0;
  for (const [heading, children] of STARTER_SKILLS) {
    const parent = await trx
      .insertInto('skills')
      .values({
        school_id: schoolId,
        skill_descriptor: heading,
        parent_skill_id: null,
        ordering: ++ordering,
      })
      .returning('skill_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('skills')
      .values(
        children.map((name) => ({
          school_id: schoolId,
          skill_descriptor: name,
          parent_skill_id: parent.skill_id,
          ordering: ++ordering,
        })),
      )
      .execute();
  }
  return ordering;
}
