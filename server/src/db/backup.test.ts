import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { backupDatabase, restoreDatabase } from './backup';
import { openDatabase } from './connection';
import type { Database } from './database';
import {
  createTestDatabase,
  testDialect,
  type TestDatabase,
} from '../../test/support/testDatabase';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase('demo');
});
afterEach(() => database.drop());

async function snapshot(db: Kysely<Database>) {
  const pat = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('username', '=', 'pupil')
    .orderBy('user_id')
    .executeTakeFirstOrThrow();
  const notes = await db
    .selectFrom('notes')
    .select(['note_title', 'note_text'])
    .orderBy('note_id')
    .execute();
  const steps = await db
    .selectFrom('steps')
    .select(['step_id', 'step_text', 'is_completed'])
    .orderBy('step_id')
    .execute();
  return { pat, notes, steps };
}

async function withDb<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = openDatabase(database.target);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

describe(`backup and restore (${testDialect})`, () => {
  it('gives back the data as it was when the backup was taken', async () => {
    const file = path.join(
      database.dir,
      'backups',
      testDialect === 'sqlite' ? 'backup.db' : 'backup.dump',
    );
    const before = await withDb(async (db) => {
      const taken = await snapshot(db);
      await backupDatabase(database.target, file);
      return taken;
    });
    expect(before.notes.length).toBeGreaterThan(0);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    await withDb(async (db) => {
      await db
        .updateTable('users')
        .set({ first_name: 'Changed' })
        .where('username', '=', 'pupil')
        .execute();
      await db.deleteFrom('steps').execute();
      await db
        .deleteFrom('notes')
        .where(
          'note_id',
          '=',
          (await db.selectFrom('notes').select('note_id').executeTakeFirstOrThrow()).note_id,
        )
        .execute();
      expect((await snapshot(db)).pat.first_name).toBe('Changed');
    });

    await restoreDatabase(database.target, file);

    const after = await withDb(snapshot);
    expect(after).toEqual(before);
  });

  it('refuses a file that is not a backup and leaves the data alone', async () => {
    const bogus = path.join(database.dir, 'not-a-backup');
    fs.writeFileSync(bogus, 'this is not a database');
    const before = await withDb(snapshot);
    await expect(restoreDatabase(database.target, bogus)).rejects.toThrow();
    expect(await withDb(snapshot)).toEqual(before);
  });

  it('says so when the backup file does not exist', async () => {
    await expect(
      restoreDatabase(database.target, path.join(database.dir, 'missing.db')),
    ).rejects.toThrow(/no backup file/);
  });
});
