/**
 * The pull of a school's roster from its MIS's OneRoster REST API, through the real app and a
 * real local MIS (the fixture on 127.0.0.1) serving the generator's school: the settings (only
 * https, or http on this machine; the secret never sent back), a pull an admin asks for whose
 * preview is the upload's for the same roster, a wrong secret and a MIS that never answers
 * (said, nothing kept), and the daily schedule on a clock the test moves: additions applied at
 * the school's hour, once whichever instance claims it; leavers and a new school year left for
 * an admin; nothing pulled as an admin who is no longer one.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type {
  RosterPreview,
  RosterPullSettings,
  SaveRosterPullRequest,
} from '@skillfolio/shared/types';
import { ROSTER_PULL_REFUSAL } from '@skillfolio/shared/wire';
import { buildTestApp, type TestApp } from '../../../test/support/buildTestApp';
import { oneRosterTables, STAFF_COUNT, zipTables } from '../../../test/support/oneRosterFile';
import {
  startOneRosterRestFixture,
  type RestFixture,
} from '../../../test/support/oneRosterRestFixture';
import { testDialect } from '../../../test/support/testDatabase';
import { DEFAULT_REST_PULL } from './oneRosterRest';
import { runDuePulls } from './rosterPullSchedule';

// The full school on SQLite for the pull that is compared with an upload (a preview: nothing
// hashed); PostgreSQL a smaller one. The scheduled pulls apply, so their school is small.
const PER_YEAR = testDialect === 'sqlite' ? 240 : 12;
const RIVERSIDE_PER_YEAR = 2;
const TIMEOUT_MS = 2_000;
const BOUNDARY = 'pull-boundary';

jest.setTimeout(120_000);

/** The server's local time, as the schedule reads it. */
let nowMs = new Date(2027, 0, 11, 1, 50).getTime();
const clock = () => new Date(nowMs);
const at = (day: number, hour: number, minute: number) => {
  nowMs = new Date(2027, 0, day, hour, minute).getTime();
};

let t: TestApp;
let mis: RestFixture;
let riversideMis: RestFixture;
/** Every reply body the app gave, for the secret to be looked for in. */
const replies: string[] = [];

const demoTables = oneRosterTables({ schoolYear: 2027, pupilsPerYear: PER_YEAR });
const riversideTables = (
  schoolYear: number,
  tweak?: Parameters<typeof oneRosterTables>[0]['tweak'],
) =>
  oneRosterTables({
    schoolYear,
    pupilsPerYear: RIVERSIDE_PER_YEAR,
    schoolSourcedId: 'org-riverside',
    emailDomain: 'riverside.test',
    tweak,
  });

beforeAll(async () => {
  t = await buildTestApp({ clock, rosterPull: { timeoutMs: TIMEOUT_MS } });
  await t.sql('UPDATE schools SET "licenceNumber" = 5000');
  mis = await startOneRosterRestFixture(demoTables);
  riversideMis = await startOneRosterRestFixture(riversideTables(2027));
});
afterAll(async () => {
  await mis.stop();
  await riversideMis.stop();
  await t.close();
});

/** A fresh session (the clock moves past an admin's idle time between steps). */
const head = (schoolUsername: 'demoacademy' | 'riverside') =>
  t.login({ username: 'head', schoolUsername });

async function as(cookie: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  const reply = await t.injectAs(cookie, options);
  replies.push(reply.body);
  return reply;
}

const settingsFor = (
  fixture: RestFixture,
  changes: Partial<SaveRosterPullRequest> = {},
): SaveRosterPullRequest => ({
  baseUrl: fixture.baseUrl,
  tokenUrl: fixture.tokenUrl,
  clientId: fixture.clientId,
  clientSecret: fixture.clientSecret,
  orgSourcedId: '',
  enabled: false,
  hour: 2,
  ...changes,
});

const save = (cookie: string, payload: SaveRosterPullRequest) =>
  as(cookie, { method: 'POST', url: '/api/admin/SaveRosterPull', payload });
const settings = async (cookie: string) =>
  (await as(cookie, { method: 'GET', url: '/api/admin/RosterPull' })).json<RosterPullSettings>();
const pullNow = (cookie: string) => as(cookie, { method: 'POST', url: '/api/admin/PullRosterNow' });

async function rows(statement: string): Promise<unknown[]> {
  return t.sql(statement);
}

async function count(statement: string): Promise<number> {
  const [row] = (await rows(statement)) as Array<{ n: number | string }>;
  return Number(row?.n);
}

const schoolId = async (schoolUsername: string): Promise<number> =>
  count(`SELECT school_id AS n FROM schools WHERE school_username = '${schoolUsername}'`);

describe("a pull from the school's MIS", () => {
  it('takes only https addresses, or http on this machine, and no credentials in them', async () => {
    const cookie = await head('demoacademy');
    const before = await rows('SELECT * FROM roster_pulls');
    for (const [changes, field] of [
      [{ baseUrl: 'http://api.mis.example/ims/oneroster/rostering/v1p2' }, 'base URL'],
      [{ tokenUrl: 'http://10.0.0.5/oauth/token' }, 'token URL'],
      [{ tokenUrl: 'https://id:secret@api.mis.example/oauth/token' }, 'token URL'],
      [{ baseUrl: 'ftp://api.mis.example/v1p2' }, 'base URL'],
      [{ baseUrl: 'https://api.mis.example/v1p2?tenant=1' }, 'base URL'],
    ] as const) {
      const reply = await save(cookie, settingsFor(mis, changes));
      expect({ changes, status: reply.statusCode, body: reply.json() }).toEqual({
        changes,
        status: 400,
        body: { error: ROSTER_PULL_REFUSAL.url(field) },
      });
    }
    expect(await rows('SELECT * FROM roster_pulls')).toEqual(before);

    const remote = await save(
      cookie,
      settingsFor(mis, {
        baseUrl: 'https://api.mis.example/ims/oneroster/rostering/v1p2',
        tokenUrl: 'https://api.mis.example/oauth/token',
      }),
    );
    expect(remote.statusCode).toBe(200);
    expect(remote.json<RosterPullSettings>()).toMatchObject({
      baseUrl: 'https://api.mis.example/ims/oneroster/rostering/v1p2',
      secretSet: true,
      enabled: false,
      savedBy: 'Hannah Head',
    });
  });

  it('refuses to pull before it is set up, and asks no MIS', async () => {
    const cookie = await head('riverside');
    const reply = await pullNow(cookie);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: ROSTER_PULL_REFUSAL.notSetUp });
    expect(riversideMis.requests).toEqual([]);
    const enabling = await save(
      cookie,
      settingsFor(riversideMis, { clientSecret: '', enabled: true }),
    );
    expect(enabling.json()).toEqual({ error: ROSTER_PULL_REFUSAL.incomplete });
  });

  it('pulls now: the preview is the one an upload of the same roster gives', async () => {
    const cookie = await head('demoacademy');
    expect((await save(cookie, settingsFor(mis))).statusCode).toBe(200);
    const reply = await pullNow(cookie);
    expect(reply.statusCode).toBe(200);
    const pulled = reply.json<RosterPreview>();
    expect(pulled.problems).toEqual([]);
    expect(pulled).toMatchObject({
      canApply: true,
      version: '1.2',
      schoolYear: '2027',
      counts: { addPupils: PER_YEAR * 5, addStaff: STAFF_COUNT, leave: 0 },
    });
    expect(await rows(`SELECT source FROM roster_syncs WHERE sync_id = ${pulled.syncId}`)).toEqual([
      { source: 'pull' },
    ]);
    // Several pages of each big collection were read.
    const userPages = mis.requests.filter((r) => r.path.endsWith('/users'));
    expect(userPages.map((r) => r.offset)).toEqual(
      PER_YEAR * 5 + STAFF_COUNT > 1_000 ? ['0', '1000'] : ['0'],
    );
    expect(
      mis.requests.filter((r) => r.path.endsWith('/enrollments')).length,
    ).toBeGreaterThanOrEqual(Math.ceil(demoTables.enrollments.rows.length / 1_000));

    const upload = await as(cookie, {
      method: 'POST',
      url: '/api/admin/UploadRoster',
      payload: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="roster.zip"\r\n` +
            'Content-Type: application/zip\r\n\r\n',
          'latin1',
        ),
        Buffer.from(zipTables(demoTables, '1.2')),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'latin1'),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    const uploaded = upload.json<RosterPreview>();
    expect(uploaded.counts).toEqual(pulled.counts);
    expect({ ...pulled, syncId: 0 }).toEqual({ ...uploaded, syncId: 0 });

    const after = await settings(cookie);
    expect(after.lastOutcome).toBe(
      'Pulled on 11 Jan 2027 at 01:50 by an admin: the preview waits to be applied.',
    );
    expect(after.lastPullAt).toBe(clock().toISOString());
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'roster.pull'")).toBe(1);
  });

  it('keeps the secret: never sent back, kept when left blank, typed again for a new address', async () => {
    const cookie = await head('demoacademy');
    const kept = await save(cookie, settingsFor(mis, { clientSecret: '' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json<RosterPullSettings>().secretSet).toBe(true);
    expect(Object.keys(kept.json<RosterPullSettings>())).not.toContain('clientSecret');
    // The kept secret still works.
    expect((await pullNow(cookie)).statusCode).toBe(200);

    const before = await rows('SELECT * FROM roster_pulls');
    const moved = await save(
      cookie,
      settingsFor(mis, { clientSecret: '', tokenUrl: `${mis.tokenUrl}?elsewhere` }),
    );
    expect(moved.json()).toEqual({ error: ROSTER_PULL_REFUSAL.secretAgain });
    const renamed = await save(cookie, settingsFor(mis, { clientSecret: '', clientId: 'other' }));
    expect(renamed.json()).toEqual({ error: ROSTER_PULL_REFUSAL.secretAgain });
    expect(await rows('SELECT * FROM roster_pulls')).toEqual(before);
  });

  it('says the MIS refused a wrong secret, and keeps nothing of the pull', async () => {
    const cookie = await head('demoacademy');
    await save(cookie, settingsFor(mis, { clientSecret: 'not-the-secret' }));
    const syncsBefore = await rows('SELECT * FROM roster_syncs ORDER BY sync_id');
    const requestsBefore = mis.requests.length;

    const reply = await pullNow(cookie);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: 'The MIS refused the client id and secret (401).' });
    expect(await rows('SELECT * FROM roster_syncs ORDER BY sync_id')).toEqual(syncsBefore);
    expect(mis.requests.slice(requestsBefore).map((r) => r.path)).toEqual(['/oauth/token']);
    expect((await settings(cookie)).lastOutcome).toBe(
      'The pull on 11 Jan 2027 at 01:50 failed: The MIS refused the client id and secret (401). Nothing was kept.',
    );
  });

  it('says the MIS did not answer in time, and keeps nothing', async () => {
    const cookie = await head('demoacademy');
    await save(cookie, settingsFor(mis));
    const syncsBefore = await rows('SELECT * FROM roster_syncs ORDER BY sync_id');
    mis.behaviour.hang = true;
    try {
      const started = Date.now();
      const reply = await pullNow(cookie);
      expect(reply.json()).toEqual({
        error: 'The MIS did not answer within 2 s (the token URL).',
      });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
    } finally {
      mis.behaviour.hang = false;
    }
    expect(await rows('SELECT * FROM roster_syncs ORDER BY sync_id')).toEqual(syncsBefore);
    expect((await settings(cookie)).lastOutcome).toMatch(
      /failed: The MIS did not answer within 2 s/,
    );
  });
});

describe('the daily pull', () => {
  const riversideUsers = (where = '1 = 1') =>
    count(
      `SELECT count(*) AS n FROM users WHERE school_id = (SELECT school_id FROM schools WHERE school_username = 'riverside') AND ${where}`,
    );
  const pulls = () => count("SELECT count(*) AS n FROM audit_log WHERE action = 'roster.pull'");

  it("applies a pull that only adds, at the school's hour, once whichever instance claims it", async () => {
    at(11, 1, 55);
    const cookie = await head('riverside');
    const saved = await save(cookie, settingsFor(riversideMis, { enabled: true, hour: 2 }));
    expect(saved.json<RosterPullSettings>()).toMatchObject({ enabled: true, hour: 2 });
    const usersBefore = await riversideUsers();

    at(11, 1, 59);
    expect(await t.app.runRosterPulls()).toBe(0);
    expect(riversideMis.requests).toEqual([]);

    at(11, 2, 5);
    const pullsBefore = await pulls();
    // Two instances at once: this app's own pass, and another's on the same database.
    const [mine, theirs] = await Promise.all([
      t.app.runRosterPulls(),
      runDuePulls(t.app.db, clock, t.app.log, { ...DEFAULT_REST_PULL, timeoutMs: TIMEOUT_MS }),
    ]);
    expect(mine + theirs).toBe(1);
    expect(await pulls()).toBe(pullsBefore + 1);
    expect(riversideMis.tokens).toHaveLength(1);

    const added = RIVERSIDE_PER_YEAR * 5 + STAFF_COUNT;
    expect(await riversideUsers()).toBe(usersBefore + added);
    expect(
      await count(
        `SELECT count(*) AS n FROM roster_syncs WHERE source = 'pull' AND applied_at IS NOT NULL AND school_id = ${await schoolId('riverside')}`,
      ),
    ).toBe(1);
    const after = await settings(await head('riverside'));
    expect(after.lastOutcome).toBe(
      `Pulled and applied on 11 Jan 2027 at 02:05: ${RIVERSIDE_PER_YEAR * 5} pupils added, ${STAFF_COUNT} members of staff added and 120 classes added. New accounts need a password set in Users, unless they sign in with Google or Microsoft.`,
    );

    // Later in the same hour: done already.
    at(11, 2, 40);
    expect(await t.app.runRosterPulls()).toBe(0);
    expect(riversideMis.tokens).toHaveLength(1);
  });

  it('leaves a pull with a leaver waiting for an admin, and one with a new school year', async () => {
    const gone = 'pupil-2023-1';
    riversideMis.serve(
      riversideTables(2027, (tables) => {
        const row = tables.users.rows.find((user) => user.sourcedId === gone);
        if (row !== undefined) row.status = 'tobedeleted';
      }),
    );
    at(12, 2, 5);
    expect(await t.app.runRosterPulls()).toBe(1);
    expect((await settings(await head('riverside'))).lastOutcome).toBe(
      'Pulled on 12 Jan 2027 at 02:05: 1 leaver waits for you to review it.',
    );
    expect(await riversideUsers('left_at IS NOT NULL')).toBe(0);
    expect(
      await rows(
        `SELECT roster_syncs.source FROM roster_syncs JOIN roster_pulls ON roster_pulls.last_sync_id = roster_syncs.sync_id WHERE roster_syncs.applied_at IS NULL AND roster_pulls.school_id = ${await schoolId('riverside')}`,
      ),
    ).toEqual([{ source: 'pull' }]);

    riversideMis.serve(riversideTables(2028));
    at(13, 2, 5);
    expect(await t.app.runRosterPulls()).toBe(1);
    expect((await settings(await head('riverside'))).lastOutcome).toBe(
      `Pulled on 13 Jan 2027 at 02:05: ${RIVERSIDE_PER_YEAR} leavers, 120 classes to close and a new school year (2028) wait for you to review them.`,
    );
    expect(await riversideUsers('left_at IS NOT NULL')).toBe(0);
    expect(await riversideUsers('year_group = 11')).toBe(RIVERSIDE_PER_YEAR);
  });

  it('does not pull as an admin who is no longer one', async () => {
    await t.sql(
      "UPDATE users SET \"is_schoolAdmin\" = 0 WHERE username = 'head' AND school_id = (SELECT school_id FROM schools WHERE school_username = 'riverside')",
    );
    const requests = riversideMis.requests.length;
    at(14, 2, 5);
    try {
      expect(await t.app.runRosterPulls()).toBe(1);
      const [row] = (await rows(
        `SELECT last_outcome FROM roster_pulls WHERE school_id = ${await schoolId('riverside')}`,
      )) as Array<{ last_outcome: string }>;
      expect(row?.last_outcome).toBe(
        'The pull on 14 Jan 2027 at 02:05 did not run: the admin who saved its settings is no longer an admin here. Save the settings again to pull as yourself.',
      );
      expect(riversideMis.requests.length).toBe(requests);
    } finally {
      await t.sql(
        "UPDATE users SET \"is_schoolAdmin\" = 1 WHERE username = 'head' AND school_id = (SELECT school_id FROM schools WHERE school_username = 'riverside')",
      );
    }
  });
});

describe('the client secret', () => {
  it('is in no reply, audit entry or export, and no token is either', async () => {
    const admin = await t.login({ username: 'admin' });
    for (const school of ['demoacademy', 'riverside']) {
      const exported = await as(admin, {
        method: 'GET',
        url: `/api/siteadmin/ExportSchoolData?school_id=${await schoolId(school)}`,
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toContain('roster_pulls');
    }
    const audit = JSON.stringify(await rows('SELECT * FROM audit_log'));
    const secrets = [
      mis.clientSecret,
      riversideMis.clientSecret,
      ...mis.tokens,
      ...riversideMis.tokens,
    ];
    expect(secrets.length).toBeGreaterThan(2);
    const found = secrets.filter(
      (secret) => audit.includes(secret) || replies.some((body) => body.includes(secret)),
    );
    expect(found).toEqual([]);
    expect(replies.length).toBeGreaterThan(20);
  });
});
