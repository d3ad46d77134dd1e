import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { mapProblems } from './mapProblems';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

describe('the personal-data map', () => {
  it('knows every table of the database, ties every table with a user column to its user, and names only real columns', async () => {
    expect(await mapProblems(t.app.db)).toEqual([]);
  });

  it('fails as soon as a table with a user column is added without an entry', async () => {
    await sql`CREATE TABLE pupil_badges (badge_id integer PRIMARY KEY, user_id integer, badge text)`.execute(
      t.app.db,
    );
    try {
      expect(await mapProblems(t.app.db)).toEqual([
        'table pupil_badges is not in the personal-data map',
      ]);
    } finally {
      await sql`DROP TABLE pupil_badges`.execute(t.app.db);
    }
  });
});
