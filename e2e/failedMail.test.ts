/**
 * In Chromium: mail the outbox gave up on is shown where an admin already looks. The school
 * admin sees their school's at the top of Manage Users (and not another school's), and
 * dismisses it; the global admin sees every school's and a registration's at the top of
 * Manage Schools. The failures are written into the server's database as the sender leaves
 * them after its last try (server/src/mail/outbox.test.ts drives the sender there).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { GLOBAL_ADMIN, HEAD, RIVERSIDE_HEAD, loginAs } from './support/login';
import { setUpServerAndBrowser } from './support/harness';
import { REPO } from './support/server';

const app = setUpServerAndBrowser();

/** The part of better-sqlite3 this file uses (the server's own copy, a second connection). */
interface SqliteStatement {
  run(...params: unknown[]): unknown;
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
  close(): void;
}
type OpenSqlite = new (file: string) => SqliteConnection;
const Sqlite = createRequire(path.join(REPO, 'server/package.json'))(
  'better-sqlite3',
) as OpenSqlite;

const REASON = "Can't send mail - all recipients were rejected: 451 Mailbox busy, try again later";

beforeAll(() => {
  const db = new Sqlite(path.join(app.server.dataDir, 'skillfolio.db'));
  try {
    const insert = db.prepare(
      `INSERT INTO mail_outbox (school_id, to_address, subject, created_at, attempts,
         next_attempt_at, failed_at, last_error)
       VALUES ((SELECT school_id FROM schools WHERE school_username = ?), ?, ?, ?, 10, ?, ?, ?)`,
    );
    const at = '2027-03-01T09:00:00.000Z';
    const failedAt = '2027-03-02T01:10:00.000Z';
    insert.run(
      'demoacademy',
      'teacher@demoacademy.test',
      'Reset your Skillfolio password',
      at,
      at,
      failedAt,
      REASON,
    );
    insert.run(
      'no-such-school',
      'office@new-school.test',
      'Your Skillfolio confirmation code',
      at,
      at,
      failedAt,
      REASON,
    );
  } finally {
    db.close();
  }
});

describe('mail that could not be sent', () => {
  it("shows the school admin their school's failed mail on Manage Users, and Dismiss removes it", async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, HEAD);
    await page.goto(`${app.server.url}/app/admin/manageUsers`);
    const notice = page.getByRole('region', { name: '1 e-mail could not be sent' });
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('teacher@demoacademy.test');
    expect(text).toContain('Reset your Skillfolio password');
    expect(text).toContain('2027-03-02 01:10 UTC');
    expect(text).toContain('451 Mailbox busy');
    // A registration's code, of no school, is the global admin's to see.
    expect(text).not.toContain('office@new-school.test');

    await notice
      .getByRole('button', { name: 'Dismiss the failed e-mail to teacher@demoacademy.test' })
      .click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('grid', { name: 'Users' }).waitFor();
    expect(await page.getByText('could not be sent').count()).toBe(0);
  });

  it("shows another school's admin nothing", async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, RIVERSIDE_HEAD);
    await page.goto(`${app.server.url}/app/admin/manageUsers`);
    await page.getByRole('grid', { name: 'Users' }).waitFor();
    expect(await page.getByText('could not be sent').count()).toBe(0);
  });

  it("shows the global admin a registration's failed code on Manage Schools", async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, GLOBAL_ADMIN);
    await page.getByRole('button', { name: 'Global Admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Manage Schools' }).click();
    const notice = page.getByRole('region', { name: '1 e-mail could not be sent' });
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('office@new-school.test');
    expect(text).toContain('No school (registration)');
  });
});
