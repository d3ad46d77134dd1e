/**
 * How a home learner's own space is named among the schools (home/homeSpace.ts): the school
 * username `~home-<user_id>`. Here, beside the school queries, so they can leave it out
 * without reaching up into the home feature.
 */
import { sql } from 'kysely';

export const HOME_SPACE_PREFIX = '~home-';

export function homeSpaceUsername(userId: number): string {
  return `${HOME_SPACE_PREFIX}${userId}`;
}

/** A SQL condition on a school username column: true for schools that are not home spaces. */
export function notHomeSpace(column: string) {
  return sql<boolean>`${sql.ref(column)} not like ${`${HOME_SPACE_PREFIX}%`}`;
}
