import type { Kysely } from 'kysely';
import {
  createTestDatabase,
  testDialect,
  type TestDatabase,
} from '../../test/support/testDatabase';
import { openDatabase } from './connection';
import type { Database } from './database';
import { preparedQuery } from './preparedQuery';

let database: TestDatabase;
let db: Kysely<Database>;

beforeEach(async () => {
  database = await createTestDatabase('demo');
  db = openDatabase(database.target);
});

afterEach(async () => {
  await db.destroy();
  await database.drop();
});

const findUser = preparedQuery<{ userId: number }, { user_id: number; username: string }>(
  (db, arg) =>
    db.selectFrom('users').select(['user_id', 'username']).where('user_id', '=', arg('userId')),
);

const usersNamedLike = preparedQuery<{ pattern: string; limit: number }, { username: string }>(
  (db, arg) =>
    db
      .selectFrom('users')
      .select('username')
      .where('username', 'like', arg('pattern'))
      .orderBy('username')
      .limit(arg('limit')),
);

async function allUsers(): Promise<{ user_id: number; username: string }[]> {
  return db.selectFrom('users').select(['user_id', 'username']).orderBy('user_id').execute();
}

describe('a prepared query', () => {
  it('binds each run its own values and gives the same rows as the query built afresh', async () => {
    const users = await allUsers();
    expect(users.length).toBeGreaterThan(2);
    for (const user of users) {
      expect(await findUser.first(db, { userId: user.user_id })).toEqual(user);
    }
    expect(await findUser.first(db, { userId: -1 })).toBeUndefined();
    const [first] = users;
    const prefix = `${first?.username.slice(0, 1)}%`;
    expect(await usersNamedLike.all(db, { pattern: prefix, limit: 1 })).toHaveLength(1);
    expect(await usersNamedLike.all(db, { pattern: 'nobody-like-this%', limit: 5 })).toEqual([]);
  });

  it('never gives one caller the rows of another running at the same time', async () => {
    const users = await allUsers();
    const rounds = Array.from({ length: 20 }, () => users).flat();
    const found = await Promise.all(
      rounds.map((user) => findUser.first(db, { userId: user.user_id })),
    );
    found.forEach((row, index) => expect(row).toEqual(rounds[index]));
  });

  it("compiles in the database's own dialect, values as parameters, never in the SQL", () => {
    const sql = findUser.sqlFor(db);
    expect(sql).toContain(testDialect === 'postgres' ? '= $1' : '= ?');
    // No value in the text: the only digits are PostgreSQL's placeholder numbers.
    expect(sql.replace(/\$\d+/g, '')).not.toMatch(/\d/);
  });

  it('compiles once per database: one with other plugins gets its own SQL', async () => {
    const schema = testDialect === 'postgres' ? 'public' : 'main';
    const withSchema = db.withSchema(schema);
    expect(findUser.sqlFor(withSchema)).toContain(`"${schema}"."users"`);
    expect(findUser.sqlFor(db)).not.toContain(`"${schema}"`);
    const [user] = await allUsers();
    expect(await findUser.first(withSchema, { userId: user?.user_id ?? 0 })).toEqual(user);
  });

  it('runs inside a transaction and sees its uncommitted writes', async () => {
    const [user] = await allUsers();
    const userId = user?.user_id ?? 0;
    const rename = preparedQuery<{ userId: number; username: string }, never>((db, arg) =>
      db
        .updateTable('users')
        .set({ username: arg('username') })
        .where('user_id', '=', arg('userId')),
    );
    await expect(
      db.transaction().execute(async (trx) => {
        const result = await rename.run(trx, { userId, username: 'renamed-in-trx' });
        expect(result.numAffectedRows).toBe(1n);
        expect((await findUser.first(trx, { userId }))?.username).toBe('renamed-in-trx');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await findUser.first(db, { userId })).toEqual(user);
  });

  it('refuses a list or a missing value rather than running with it', async () => {
    await expect(findUser.first(db, { userId: [1, 2] as unknown as number })).rejects.toThrow(
      'userId must be one scalar value',
    );
    await expect(findUser.first(db, {} as { userId: number })).rejects.toThrow(
      'userId must be one scalar value',
    );
  });

  it('refuses a query that uses a value to choose its shape instead of binding it', () => {
    const shaped = preparedQuery<{ projectId: number }, unknown>((db, arg) => {
      // A value read while building would be the same for every later run.
      const query = db.selectFrom('users').select('user_id');
      return arg('projectId') ? query.where('user_id', '>', 0) : query;
    });
    expect(() => shaped.sqlFor(db)).toThrow('projectId is not a parameter');
  });
});
