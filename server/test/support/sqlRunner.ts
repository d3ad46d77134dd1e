/** A `SqlRunner` (overviewSchool.ts) over a test app's Kysely: `?` placeholders on both dialects. */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { dialectOf } from '../../src/db/dialect';
import type { SqlRunner } from './overviewSchool';

export function sqlRunner(db: Kysely<Database>): SqlRunner {
  const numbered = dialectOf(db) === 'postgres';
  return {
    async all(text, params = []) {
      let n = 0;
      const statement = numbered ? text.replace(/\?/g, () => `$${(n += 1)}`) : text;
      const result = await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(statement, [...params]),
      );
      return [...result.rows];
    },
  };
}
