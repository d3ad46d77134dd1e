/**
 * The school admin's projects and success criteria: a project and a criterion have text; a
 * new criterion goes after its project's last unless an order is given. The ids reaching here
 * are the current school's (checked by plugins/ownership.ts from the endpoint's declaration).
 */
import type {
  SaveCriterionRequest,
  SaveProjectRequest,
  SuccessCriterion,
} from '@skillfolio/shared/types';
import { MAX_ID, PROJECT_REFUSAL } from '@skillfolio/shared/wire';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import {
  deleteCriterion,
  highestCriterionOrder,
  insertCriterion,
  insertProject,
  listCriteriaOfSchool,
  renameProject,
  updateCriterion,
} from '../queries/schoolProjects';

type Db = Kysely<Database>;

/**
 * The order as typed, when it is a whole number the column holds; anything else is ignored
 * (SPEC §5), so undefined.
 */
export function parseOrder(text: string | undefined): number | undefined {
  if (text === undefined || !/^\s*[-+]?\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return Math.abs(value) <= MAX_ID ? value : undefined;
}

/** Adds the project (id 0) to the school or renames it. */
export async function saveProject(
  db: Db,
  schoolId: number,
  request: SaveProjectRequest,
): Promise<undefined | Refusal> {
  const name = request.project_name.trim();
  if (name === '') return refusal(PROJECT_REFUSAL.nameRequired);
  if (request.project_id === 0) await insertProject(db, schoolId, name);
  else await renameProject(db, request.project_id, name);
  return undefined;
}

export async function criteriaOfSchool(db: Db, schoolId: number): Promise<SuccessCriterion[]> {
  return listCriteriaOfSchool(db, schoolId);
}

/** Adds the criterion (id 0), last in its project unless an order is given, or edits it. */
export async function saveCriterion(
  db: Db,
  request: SaveCriterionRequest,
): Promise<undefined | Refusal> {
  const { criteria_id, description, ordering_index, school_project_id } = request;
  const text = description.trim();
  if (text === '') return refusal(PROJECT_REFUSAL.descriptionRequired);
  const order = parseOrder(ordering_index);
  if (criteria_id > 0) {
    await updateCriterion(db, criteria_id, text, order);
    return undefined;
  }
  // Reading the highest order and inserting after it is one write.
  await db.transaction().execute(async (trx) => {
    const next = order ?? (await highestCriterionOrder(trx, school_project_id)) + 1;
    await insertCriterion(trx, {
      school_project_id,
      success_criteria_text: text,
      ordering_index: Math.min(next, MAX_ID),
    });
  });
  return undefined;
}

export async function removeCriterion(db: Db, criterionId: number): Promise<void> {
  await deleteCriterion(db, criterionId);
}
