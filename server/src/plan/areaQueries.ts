/** A user's personal plan: development areas, one skill each, within a project. */
import type { Executor } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';

export interface DevelopmentAreaRow {
  development_area_id: number;
  skill_id: number;
  skill_descriptor: string;
  reason: string;
}

export interface AreaFields {
  skillId: number;
  reason: string;
}

/** The user's areas in a project with their skill's name, oldest first. */
export async function listAreasOfProject(
  db: Executor,
  userId: number,
  projectId: number,
): Promise<DevelopmentAreaRow[]> {
  return areasOfProject.all(db, { userId, projectId });
}

// The Personal Plan's main read: built and compiled once.
const areasOfProject = preparedQuery<{ userId: number; projectId: number }, DevelopmentAreaRow>(
  (db, arg) =>
    db
      .selectFrom('development_areas')
      .innerJoin('skills', 'skills.skill_id', 'development_areas.skill_id')
      .select([
        'development_areas.development_area_id',
        'development_areas.skill_id',
        'skills.skill_descriptor',
        'development_areas.reason',
      ])
      .where('development_areas.user_id', '=', arg('userId'))
      .where('development_areas.school_project_id', '=', arg('projectId'))
      .orderBy('development_areas.created_at')
      .orderBy('development_areas.development_area_id'),
);

/**
 * Whether another of the user's areas in the project already uses the skill
 * (`exceptAreaId` is the area being edited; 0 when adding).
 */
export async function isSkillUsedByOtherArea(
  db: Executor,
  userId: number,
  projectId: number,
  skillId: number,
  exceptAreaId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('development_areas')
    .select('development_area_id')
    .where('user_id', '=', userId)
    .where('school_project_id', '=', projectId)
    .where('skill_id', '=', skillId)
    .where('development_area_id', '<>', exceptAreaId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the skill is retired and this save would newly choose it: a new area, or an area
 * moving to it. An area that already has the skill keeps it (its history stays whole).
 */
export async function isRetiredSkillNewlyChosen(
  db: Executor,
  skillId: number,
  developmentAreaId: number,
): Promise<boolean> {
  const skill = await db
    .selectFrom('skills')
    .select('retired')
    .where('skill_id', '=', skillId)
    .executeTakeFirst();
  if (skill === undefined || skill.retired === 0) return false;
  if (developmentAreaId === 0) return true;
  const area = await db
    .selectFrom('development_areas')
    .select('skill_id')
    .where('development_area_id', '=', developmentAreaId)
    .executeTakeFirst();
  return area?.skill_id !== skillId;
}

export async function insertArea(
  db: Executor,
  area: AreaFields & { userId: number; projectId: number; createdAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('development_areas')
    .values({
      user_id: area.userId,
      school_project_id: area.projectId,
      skill_id: area.skillId,
      reason: area.reason,
      created_at: area.createdAt.toISOString(),
    })
    .returning('development_area_id')
    .executeTakeFirstOrThrow();
  return row.development_area_id;
}

export async function updateArea(
  db: Executor,
  developmentAreaId: number,
  area: AreaFields,
): Promise<void> {
  await db
    .updateTable('development_areas')
    .set({ skill_id: area.skillId, reason: area.reason })
    .where('development_area_id', '=', developmentAreaId)
    .execute();
}

/** Deletes the area and its steps; run it in a transaction. */
export async function deleteArea(db: Executor, developmentAreaId: number): Promise<void> {
  await db.deleteFrom('steps').where('development_area_id', '=', developmentAreaId).execute();
  await db
    .deleteFrom('development_areas')
    .where('development_area_id', '=', developmentAreaId)
    .execute();
}
