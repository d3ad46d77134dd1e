/**
 * A user's evidence per school project, and the project's success criteria with which of
 * them each piece of evidence meets.
 */
import type { Executor } from '../db/database';

export interface EvidenceRow {
  evidence_id: number;
  school_project_id: number;
  evidence_text: string;
  link_url: string | null;
  note_id: number | null;
  note_title: string | null;
  file_id: number | null;
  file_name: string | null;
  seen_at: string | null;
  seen_by_first_name: string | null;
  seen_by_last_name: string | null;
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
    .selectFrom('evidence as e')
    .leftJoin('notes as n', 'n.note_id', 'e.note_id')
    .leftJoin('files as f', 'f.file_id', 'e.file_id')
    .leftJoin('users as t', 't.user_id', 'e.seen_by')
    .select([
      'e.evidence_id',
      'e.school_project_id',
      'e.evidence_text',
      'e.link_url',
      'e.note_id',
      'n.note_title',
      'e.file_id',
      'f.file_name',
      'e.seen_at',
      't.first_name as seen_by_first_name',
      't.last_name as seen_by_last_name',
    ])
    .where('e.user_id', '=', userId)
    .where('e.school_project_id', 'in', projectIds)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.evidence_id', 'desc')
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
