/**
 * A user's evidence in some school projects, each piece with every success criterion of its
 * project, in order, marked where it meets it: one assembly for the evidence page, the
 * project evidence read and the profile, in three queries however many projects.
 */
import type { Evidence } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';
import {
  listChecksOfEvidence,
  listCriteriaOfProjects,
  listEvidenceOfUser,
} from '../queries/evidence';
import { toEvidence } from '../wire/learnerPages';

/** The evidence of each project (newest first); a project without any has an empty list. */
export async function evidenceOfProjects(
  db: Executor,
  userId: number,
  projectIds: readonly number[],
): Promise<Map<number, Evidence[]>> {
  const evidence = await listEvidenceOfUser(db, userId, projectIds);
  const criteria = await listCriteriaOfProjects(db, projectIds);
  const checks = await listChecksOfEvidence(
    db,
    evidence.map((e) => e.evidence_id),
  );
  return new Map(
    projectIds.map((projectId) => [
      projectId,
      toEvidence(
        evidence.filter((e) => e.school_project_id === projectId),
        criteria,
        checks,
      ),
    ]),
  );
}
