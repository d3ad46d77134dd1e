/**
 * Whose evidence and evidence files a session may reach: the learner their own (a parent's
 * session is the pupil's own user), staff the evidence of a pupil they may see in a project
 * they may see (queries/classAccess.ts). The ownership kinds evidenceUpload, evidenceFile,
 * classEvidence and classEvidenceFile (plugins/ownership.ts) load through these.
 */
import type { Executor } from '../db/database';
import { findClassProject, findClassPupil, type ClassViewer } from './classAccess';

/**
 * A file the user uploaded that no resource holds: free, or held by one of their own
 * pieces of evidence (then its id, which the request must be editing).
 */
export async function findEvidenceUploadOfUser(
  db: Executor,
  userId: number,
  fileId: number,
): Promise<{ evidence_id: number | null } | undefined> {
  const file = await db
    .selectFrom('files as f')
    .leftJoin('evidence as e', 'e.file_id', 'f.file_id')
    .select(['f.file_id', 'e.evidence_id', 'e.user_id'])
    .where('f.file_id', '=', fileId)
    .where('f.uploaded_by', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('resources as r')
            .select('r.resource_id')
            .whereRef('r.file_id', '=', 'f.file_id'),
        ),
      ),
    )
    .executeTakeFirst();
  if (file === undefined) return undefined;
  if (file.evidence_id !== null && file.user_id !== userId) return undefined;
  return { evidence_id: file.evidence_id };
}

/** The user's own evidence that holds the file. */
export async function findEvidenceFileOfUser(
  db: Executor,
  userId: number,
  fileId: number,
): Promise<{ evidence_id: number } | undefined> {
  return db
    .selectFrom('evidence')
    .select('evidence_id')
    .where('file_id', '=', fileId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A piece of evidence the viewer may see: a visible pupil's, in a project it may see. */
export async function findClassEvidence(
  db: Executor,
  viewer: ClassViewer,
  evidenceId: number,
): Promise<{ user_id: number; school_project_id: number } | undefined> {
  const row = await db
    .selectFrom('evidence')
    .select(['user_id', 'school_project_id'])
    .where('evidence_id', '=', evidenceId)
    .executeTakeFirst();
  return row && visibleToViewer(db, viewer, row);
}

/** The evidence holding a file, when the viewer may see that evidence. */
export async function findClassEvidenceFile(
  db: Executor,
  viewer: ClassViewer,
  fileId: number,
): Promise<{ user_id: number; school_project_id: number } | undefined> {
  const row = await db
    .selectFrom('evidence')
    .select(['user_id', 'school_project_id'])
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return row && visibleToViewer(db, viewer, row);
}

async function visibleToViewer<T extends { user_id: number; school_project_id: number }>(
  db: Executor,
  viewer: ClassViewer,
  row: T,
): Promise<T | undefined> {
  if ((await findClassProject(db, viewer, row.school_project_id)) === undefined) return undefined;
  if ((await findClassPupil(db, viewer, row.user_id)) === undefined) return undefined;
  return row;
}
