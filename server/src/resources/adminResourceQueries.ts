/** The resource managers' own writes (the reads they share with learners are in queries/). */
import type { Executor } from '../db/database';

/** A resource's file belongs to the resource's school (null: global) once it is saved. */
export async function setFileSchool(
  db: Executor,
  fileId: number,
  schoolId: number | null,
): Promise<void> {
  await db
    .updateTable('files')
    .set({ school_id: schoolId })
    .where('file_id', '=', fileId)
    .execute();
}
