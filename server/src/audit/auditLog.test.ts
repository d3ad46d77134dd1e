/**
 * The audit log: what is recorded (logins, refusals, admin writes, exports), that a global
 * admin alone reads and filters it, and that no password or note text ever reaches it.
 */
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login({ username: 'admin@skillfolio.test', loginMode: 'E' });
});
afterAll(() => t.close());

const SECRET_PASSWORD = 'violet-harbour-secret-91';
const NOTE_TEXT = 'what I really think of maths';

async function readLog(query: string, cookie = admin) {
  return t.injectAs(cookie, { method: 'GET', url: `/api/siteadmin/AuditLog${query}` });
}

describe('the audit log', () => {
  beforeAll(async () => {
    const head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    const riverside = await t.login({ username: 'head', schoolUsername: 'riverside' });
    const pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/login',
      payload: {
        username: 'pupil',
        password: SECRET_PASSWORD,
        loginMode: 'U',
        schoolUsername: 'demoacademy',
      },
    });
    await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/SaveUser',
      payload: {
        user_id: 0,
        username: 'audited',
        password: SECRET_PASSWORD,
        first_name: 'Aud',
        last_name: 'Ited',
        email: '',
        is_staff: false,
        is_schoolAdmin: false,
        is_user: true,
        parentpass: '',
        project_ids: '',
      },
    });
    await t.injectAs(head, { method: 'GET', url: '/api/admin/ExportUsers' });
    await t.injectAs(pupil, {
      method: 'POST',
      url: '/api/user/SaveNote',
      payload: { note_id: 0, note_title: 'Private', note_text: NOTE_TEXT },
    });
    // Riverside's head asks for Demo Academy's users: refused, and recorded.
    await t.injectAs(riverside, { method: 'GET', url: '/api/admin/CheckUsername?id=1&username=x' });
  });

  it('records logins, failed logins, admin writes, exports and refusals, with who and from where', async () => {
    const rows = await rowsOnceRefusalRecorded();
    const actions = rows.map((row) => row.action);
    for (const action of [
      'login.success',
      'login.failure',
      'admin.write',
      'data.export',
      'access.denied',
    ]) {
      expect(actions).toContain(action);
    }
    const write = rows.find((row) => row.action === 'admin.write');
    expect(write?.detail).toBe('POST /api/admin/SaveUser user_id=0');
    expect(write?.actor_user_id).not.toBeNull();
    expect(write?.ip).toBe('127.0.0.1');
  });

  it('never holds a password or what a pupil wrote', async () => {
    const text = JSON.stringify(await t.app.db.selectFrom('audit_log').selectAll().execute());
    expect(text).not.toContain(SECRET_PASSWORD);
    expect(text).not.toContain(NOTE_TEXT);
    expect(text).not.toContain('demo-password');
  });

  it('is read and filtered by a global admin, newest first', async () => {
    const logins = await readLog('?action=login');
    expect(logins.statusCode).toBe(200);
    const entries = logins.json().entries as Array<{ action: string; audit_id: number }>;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.action.startsWith('login'))).toBe(true);
    const ids = entries.map((entry) => entry.audit_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const denied = await readLog('?action=access.denied');
    const first = denied.json().entries[0];
    expect(first).toMatchObject({ actor_username: 'head', school_name: 'Riverside Primary' });
    // A wildcard is only a character here.
    expect((await readLog('?action=%25')).json().entries).toEqual([]);
  });

  it('answers a page of at most `limit` entries, and the next page from `before_id`', async () => {
    const all = (await readLog('?limit=200')).json() as {
      entries: Array<{ audit_id: number }>;
    };
    expect(all.entries.length).toBeGreaterThan(4);
    const ids = all.entries.map((entry) => entry.audit_id);

    const first = (await readLog('?limit=2')).json();
    expect(first.entries.map((e: { audit_id: number }) => e.audit_id)).toEqual(ids.slice(0, 2));
    expect(first.more).toBe(true);
    const second = (await readLog(`?limit=2&before_id=${ids[1]}`)).json();
    expect(second.entries.map((e: { audit_id: number }) => e.audit_id)).toEqual(ids.slice(2, 4));

    const last = (await readLog(`?limit=200&before_id=${ids[1]}`)).json();
    expect(last.more).toBe(false);
  });

  it('refuses a page larger than 200 entries, or of none', async () => {
    expect((await readLog('?limit=201')).statusCode).toBe(400);
    expect((await readLog('?limit=0')).statusCode).toBe(400);
  });

  it('is closed to a school admin', async () => {
    const head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    expect((await readLog('', head)).statusCode).toBe(403);
  });
});

/**
 * The audit rows, once the refusal is among them: a refusal is recorded as its response ends
 * (auditHooks.ts, onResponse), and inject can hand back the response before that write lands
 * (on PostgreSQL it often did).
 */
async function rowsOnceRefusalRecorded() {
  for (let attempt = 0; ; attempt += 1) {
    const rows = await t.app.db.selectFrom('audit_log').selectAll().execute();
    if (rows.some((row) => row.action === 'access.denied') || attempt === 100) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
