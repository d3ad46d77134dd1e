/** The steps of a development area: next steps (incomplete) and what I have done. */
import type { Executor } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';

export interface StepRow {
  step_id: number;
  step_text: string;
  development_area_id: number;
  is_completed: number;
}

/** The steps of these areas in step order; both lists of every area in one query. */
export async function listStepsOfAreas(
  db: Executor,
  developmentAreaIds: readonly number[],
): Promise<StepRow[]> {
  if (developmentAreaIds.length === 0) return [];
  return db
    .selectFrom('steps')
    .select(['step_id', 'step_text', 'development_area_id', 'is_completed'])
    .where('development_area_id', 'in', developmentAreaIds)
    .orderBy('ordering')
    .orderBy('step_id')
    .execute();
}

/**
 * The steps of every area of the user's in the project, in step order: what
 * listStepsOfAreas gives for the project's areas, in one prepared query (the Personal Plan
 * reads it on every load).
 */
export async function listStepsOfProjectAreas(
  db: Executor,
  userId: number,
  projectId: number,
): Promise<StepRow[]> {
  return stepsOfProjectAreas.all(db, { userId, projectId });
}

const stepsOfProjectAreas = preparedQuery<{ userId: number; projectId: number }, StepRow>(
  (db, arg) =>
    db
      .selectFrom('steps')
      .innerJoin(
        'development_areas',
        'development_areas.development_area_id',
        'steps.development_area_id',
      )
      .select([
        'steps.step_id',
        'steps.step_text',
        'steps.development_area_id',
        'steps.is_completed',
      ])
      .where('development_areas.user_id', '=', arg('userId'))
      .where('development_areas.school_project_id', '=', arg('projectId'))
      .orderBy('steps.ordering')
      .orderBy('steps.step_id'),
);

/** Adds a step after the area's last one; run it in a transaction (read, then insert). */
export async function insertStepAtEnd(
  db: Executor,
  developmentAreaId: number,
  stepText: string,
): Promise<number> {
  const last = await db
    .selectFrom('steps')
    .select((eb) => eb.fn.max('ordering').as('ordering'))
    .where('development_area_id', '=', developmentAreaId)
    .executeTakeFirst();
  const row = await db
    .insertInto('steps')
    .values({
      development_area_id: developmentAreaId,
      step_text: stepText,
      is_completed: 0,
      ordering: (last?.ordering ?? 0) + 1,
    })
    .returning('step_id')
    .executeTakeFirstOrThrow();
  return row.step_id;
}

export async function setStepCompleted(
  db: Executor,
  stepId: number,
  completed: boolean,
): Promise<void> {
  await db
    .updateTable('steps')
    .set({ is_completed: completed ? 1 : 0 })
    .where('step_id', '=', stepId)
    .execute();
}

export async function deleteStep(db: Executor, stepId: number): Promise<void> {
  await db.deleteFrom('steps').where('step_id', '=', stepId).execute();
}
