/**
 * The personal plan's rules: an area names a skill the school still offers and that no other
 * area of the project has; a step has text; a new step goes last. The ids reaching here are
 * the learner's own (checked by plugins/ownership.ts from the endpoint's declaration).
 */
import type {
  AddStepReply,
  DevelopmentArea,
  SavePersonalPlanReply,
  SavePersonalPlanRequest,
  Skill,
  StepsAndDone,
} from '@skillfolio/shared/types';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { refusal, type Refusal } from '../http/refusal';
import { listLeafSkills } from '../queries/skills';
import type { Kysely } from 'kysely';
import {
  deleteArea,
  insertArea,
  isRetiredSkillNewlyChosen,
  isSkillUsedByOtherArea,
  listAreasOfProject,
  updateArea,
} from './areaQueries';
import { toDevelopmentArea, toSkill, toStepsAndDone } from './planReplies';
import {
  deleteStep,
  insertStepAtEnd,
  listStepsOfAreas,
  listStepsOfProjectAreas,
  setStepCompleted,
} from './stepQueries';
import { ENGLISH } from '../i18n/serverTexts';

type Db = Kysely<Database>;

export const PLAN_REFUSAL = {
  noSkill: ENGLISH('plan.noSkill'),
  skillTaken: ENGLISH('plan.skillTaken'),
  skillRetired: ENGLISH('plan.skillRetired'),
  noStepText: ENGLISH('plan.noStepText'),
} as const;

export async function skillsToChoose(db: Db, schoolId: number | null): Promise<Skill[]> {
  return (await listLeafSkills(db, schoolId)).map(toSkill);
}

export async function areasOfProject(
  db: Db,
  userId: number,
  projectId: number,
): Promise<DevelopmentArea[]> {
  const areas = await listAreasOfProject(db, userId, projectId);
  const steps = await listStepsOfProjectAreas(db, userId, projectId);
  return areas.map((area) =>
    toDevelopmentArea(
      area,
      steps.filter((step) => step.development_area_id === area.development_area_id),
    ),
  );
}

export async function stepsOfArea(db: Db, developmentAreaId: number): Promise<StepsAndDone> {
  return toStepsAndDone(await listStepsOfAreas(db, [developmentAreaId]));
}

/** Adds the area (id 0) or edits it; an edited area keeps its project. */
export async function saveArea(
  db: Db,
  userId: number,
  request: SavePersonalPlanRequest,
  now: Date,
): Promise<SavePersonalPlanReply | Refusal> {
  const { id, project_id, skill_id } = request;
  const reason = request.reason.trim();
  if (skill_id === 0) return refusal(PLAN_REFUSAL.noSkill);
  if (await isRetiredSkillNewlyChosen(db, skill_id, id)) return refusal(PLAN_REFUSAL.skillRetired);
  if (await isSkillUsedByOtherArea(db, userId, project_id, skill_id, id)) {
    return refusal(PLAN_REFUSAL.skillTaken);
  }
  try {
    if (id === 0) {
      const developmentAreaId = await insertArea(db, {
        userId,
        projectId: project_id,
        skillId: skill_id,
        reason,
        createdAt: now,
      });
      return { development_area_id: developmentAreaId };
    }
    await updateArea(db, id, { skillId: skill_id, reason });
    return { development_area_id: id };
  } catch (error) {
    // Lost the race with another save of the same skill: the unique index said no.
    if (isUniqueViolation(error)) return refusal(PLAN_REFUSAL.skillTaken);
    throw error;
  }
}

export async function removeArea(db: Db, developmentAreaId: number): Promise<void> {
  await db.transaction().execute((trx) => deleteArea(trx, developmentAreaId));
}

/** Puts the step after the area's last one: read and insert in one transaction. */
export async function addStep(
  db: Db,
  developmentAreaId: number,
  text: string,
): Promise<AddStepReply | Refusal> {
  const stepText = text.trim();
  if (stepText === '') return refusal(PLAN_REFUSAL.noStepText);
  const stepId = await db
    .transaction()
    .execute((trx) => insertStepAtEnd(trx, developmentAreaId, stepText));
  return { step_id: stepId };
}

export async function markStep(db: Db, stepId: number, complete: boolean): Promise<void> {
  await setStepCompleted(db, stepId, complete);
}

export async function removeStep(db: Db, stepId: number): Promise<void> {
  await deleteStep(db, stepId);
}
