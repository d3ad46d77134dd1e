/** A user's reflections (read only: the SPEC's reflection box has no save). */
import type { Executor } from '../db/database';

export interface ReflectionRow {
  reflection_text: string;
  created_at: string;
}

/** The user's reflections, newest first. */
export async function listReflectionsOfUser(
  db: Executor,
  userId: number,
): Promise<ReflectionRow[]> {
  return db
    .selectFrom('reflections')
    .select(['reflection_text', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('reflection_id', 'desc')
    .execute();
}
