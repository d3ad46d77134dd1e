/**
 * A user's evidence per school project, and the project's success criteria with which of
 * them each piece of evidence meets.
 */
import type { Executor } from '../db/database';

export interface EvidenceRow {
  evidence_id: number;
  school_project_id: number;
  evidence_text: string;
}

export interface CriterionRow {
  success_criteria_id: number;
  school_project_id: number;
  success_criteria_text: string;
}

export interface EvidenceCheckRow {
  evidence_id: number;
  success_criteria_id: number;
}

/** The user's evidence in the projects, newest first. */
export async function listEvidenceOfUser(
  db: Executor,
  userId: number,
  projectIds: readonly number[],
): Promise<EvidenceRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom('evidence')
    .select(['evidence_id', 'school_project_id', 'evidence_text'])
    .where('user_id', '=', userId)
    .where('school_project_id', 'in', projectIds)
    .orderBy('created_at', 'desc')
    .orderBy('evidence_id', 'desc')
    .execute();
}

/** The success criteria of the projects, in their order. */
export async function listCriteriaOfProjects(
  db: Executor,
  projectIds: readonly number[],
): Promise<CriterionRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom('success_criteria')
    .select(['success_criteria_id', 'school_project_id', 'success_criteria_text'])
    .where('school_project_id', 'in', projectIds)
    .orderBy('ordering_index')
    .orderBy('success_criteria_id')
    .execute();
}

/** Which criteria each piece of evidence meets (checked pairs only). */
export async function listChecksOfEvidence(
  db: Executor,
  evidenceIds: readonly number[],
): Promise<EvidenceCheckRow[]> {
  if (evidenceIds.length === 0) return [];
  return db
    .selectFrom('evidence_criteria')
    .select(['evidence_id', 'success_criteria_id'])
    .where('evidence_id', 'in', evidenceIds)
    .where('isChecked', '=', 1)
    .execute();
}
