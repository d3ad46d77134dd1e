import { buildApp } from './app';
import { openDatabase } from './db/connection';
import { AdminRefusal, createFirstAdmin, readAdminDetails } from './createAdmin';
import { prepareTestConfig } from '../test/support/buildTestApp';
import { createTestDatabase, type TestDatabase } from '../test/support/testDatabase';
import { rememberedCompilers } from '../test/support/compiledSchemas';

let databases: TestDatabase[] = [];
afterEach(async () => {
  for (const database of databases) await database.drop();
  databases = [];
});

async function database(content: 'migrated' | 'demo') {
  const created = await createTestDatabase(content);
  databases.push(created);
  return created;
}

describe('create-admin', () => {
  it('makes the first global admin on an empty database, who can then log in by e-mail', async () => {
    const { config, database: target } = await prepareTestConfig({ demo: false });
    databases.push(target);
    const db = openDatabase(config.database);
    try {
      await createFirstAdmin(db, { email: ' Boss@Trust.example ', password: 'long enough' });
      const users = await db.selectFrom('users').select(['email', 'is_Admin', 'is_User']).execute();
      expect(users).toEqual([{ email: 'Boss@Trust.example', is_Admin: 1, is_User: 1 }]);
    } finally {
      await db.destroy();
    }
    const app = await buildApp(config, { logger: false, schemaController: rememberedCompilers });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/public/login',
        headers: { 'x-requested-with': 'skillfolio' },
        payload: { username: 'boss@trust.example', password: 'long enough', loginMode: 'E' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ currentUser: { is_Admin: true } });
    } finally {
      await app.close();
    }
  });

  it('refuses a password under 8 characters, and makes nothing', async () => {
    const { target } = await database('migrated');
    const db = openDatabase(target);
    try {
      await expect(
        createFirstAdmin(db, { email: 'boss@trust.example', password: '1234567' }),
      ).rejects.toThrow(new AdminRefusal('Password must be 8 characters or more.'));
      expect(await db.selectFrom('users').select('user_id').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('refuses once a global admin exists', async () => {
    const { target } = await database('demo');
    const db = openDatabase(target);
    try {
      const before = await db.selectFrom('users').select('user_id').execute();
      await expect(
        createFirstAdmin(db, { email: 'second@trust.example', password: 'long enough' }),
      ).rejects.toThrow(/A global admin already exists/);
      expect(await db.selectFrom('users').select('user_id').execute()).toHaveLength(before.length);
    } finally {
      await db.destroy();
    }
  });

  it('takes ADMIN_EMAIL and ADMIN_PASSWORD from the environment', async () => {
    await expect(
      readAdminDetails({ ADMIN_EMAIL: ' a@b.example ', ADMIN_PASSWORD: 'secret-pass' }),
    ).resolves.toEqual({ email: 'a@b.example', password: 'secret-pass' });
  });
});
