/**
 * The flags a school keeps of a pupil (SEND; disadvantaged) in a roster: users.csv's extension
 * columns metadata.send and metadata.disadvantaged read for pupils (true/false, yes/no, 1/0;
 * blank false), a wrong value a problem at its line, the flags planned for new and existing
 * pupils and listed among an update's changes, and left as they are by a file without them.
 */
import type { RosterApplyLine, RosterPreview } from '@skillfolio/shared/types';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { oneRosterTables, STAFF_COUNT, zipTables } from '../../test/support/oneRosterFile';
import type { OneRosterTables } from '../../test/support/oneRosterFile';
import { parseOneRoster } from './parseOneRoster';
import { planRosterSync, type SchoolPerson, type SchoolRosterState } from './planRosterSync';
import type { RosterFile, RosterParse } from './rosterFile';

const SEND = 'metadata.send';
const DISADVANTAGED = 'metadata.disadvantaged';

/** The generator's file with the flag columns, each pupil's values by sourcedId. */
function withFlags(
  tables: OneRosterTables,
  values: Readonly<Record<string, { send?: string; disadvantaged?: string }>>,
): OneRosterTables {
  tables.users.columns.push(SEND, DISADVANTAGED);
  for (const row of tables.users.rows) {
    const given = values[row.sourcedId ?? ''];
    row[SEND] = given?.send ?? '';
    row[DISADVANTAGED] = given?.disadvantaged ?? '';
  }
  return tables;
}

const parse = (tables: OneRosterTables): Promise<RosterParse> =>
  parseOneRoster(Buffer.from(zipTables(tables, '1.2')));

async function rosterOf(tables: OneRosterTables): Promise<RosterFile> {
  const parsed = await parse(tables);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.roster;
}

const flagsOf = (roster: RosterFile, sourcedId: string) => {
  const user = roster.users.find((u) => u.sourcedId === sourcedId);
  return user === undefined ? undefined : { send: user.send, disadvantaged: user.disadvantaged };
};

describe("reading a pupil's flags from users.csv", () => {
  it('reads true/false, yes/no and 1/0 in any case for pupils; blank is false', async () => {
    const roster = await rosterOf(
      withFlags(oneRosterTables({ schoolYear: 2027, pupilsPerYear: 2 }), {
        'pupil-2027-1': { send: 'TRUE', disadvantaged: 'no' },
        'pupil-2027-2': { send: 'Yes', disadvantaged: '1' },
        'pupil-2026-1': { send: '0', disadvantaged: 'False' },
        // Staff never hold them: a member of staff's values are not read.
        'staff-1': { send: 'true', disadvantaged: 'not even a flag' },
      }),
    );
    expect(flagsOf(roster, 'pupil-2027-1')).toEqual({ send: true, disadvantaged: false });
    expect(flagsOf(roster, 'pupil-2027-2')).toEqual({ send: true, disadvantaged: true });
    expect(flagsOf(roster, 'pupil-2026-1')).toEqual({ send: false, disadvantaged: false });
    expect(flagsOf(roster, 'pupil-2026-2')).toEqual({ send: false, disadvantaged: false });
    expect(flagsOf(roster, 'staff-1')).toEqual({ send: undefined, disadvantaged: undefined });
  });

  it('reads nothing of them from a file without the columns', async () => {
    const roster = await rosterOf(oneRosterTables({ schoolYear: 2027, pupilsPerYear: 2 }));
    const pupil = roster.users.find((u) => u.sourcedId === 'pupil-2027-1');
    expect(pupil).toBeDefined();
    expect(pupil && ('send' in pupil || 'disadvantaged' in pupil)).toBe(false);
  });

  it('names a value it cannot read, with its file and line', async () => {
    const tables = withFlags(oneRosterTables({ schoolYear: 2027, pupilsPerYear: 2 }), {
      'pupil-2027-2': { send: 'maybe' },
      'pupil-2026-1': { disadvantaged: 'PP' },
    });
    const lineOf = (sourcedId: string) =>
      tables.users.rows.findIndex((row) => row.sourcedId === sourcedId) + 2;
    const parsed = await parse(tables);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual([
      {
        file: 'users.csv',
        line: lineOf('pupil-2027-2'),
        reason: 'metadata.send is "maybe"; it should be true, false or blank',
      },
      {
        file: 'users.csv',
        line: lineOf('pupil-2026-1'),
        reason: 'metadata.disadvantaged is "PP"; it should be true, false or blank',
      },
    ]);
    // The first pupil is line 2 + STAFF_COUNT: staff come first in the generator's file.
    expect(lineOf('pupil-2027-1')).toBe(2 + STAFF_COUNT);
  });
});

describe("planning a pupil's flags", () => {
  const person = (userId: number, sourcedId: string, over: Partial<SchoolPerson> = {}) => ({
    userId,
    username: `user${userId}`,
    firstName: 'First',
    lastName: 'Last',
    email: null,
    isStaff: false,
    yearGroup: 7,
    left: false,
    sourcedId,
    ...over,
  });
  const school = (people: SchoolPerson[]): SchoolRosterState => ({
    people,
    classes: [],
    gradeYears: new Map(),
    lastSchoolYear: null,
    licenceNumber: 10_000,
    userCount: people.length,
  });
  /** One pupil of Year 7, with the given flags (absent: the file has no such column). */
  const oneUser = (flags: { send?: boolean; disadvantaged?: boolean }): RosterFile => ({
    version: '1.2',
    manifest: new Map(),
    orgs: [
      {
        file: 'orgs.csv',
        line: 2,
        sourcedId: 'org',
        status: 'active',
        name: 'School',
        type: 'school',
        identifier: '',
      },
    ],
    sessions: [],
    users: [
      {
        file: 'users.csv',
        line: 2,
        sourcedId: 'p1',
        status: 'active',
        enabledUser: true,
        kind: 'pupil',
        username: '',
        givenName: 'First',
        familyName: 'Last',
        email: '',
        identifier: '',
        grades: ['07'],
        orgSourcedIds: ['org'],
        ...flags,
      },
    ],
    classes: [],
    enrollments: [],
  });

  it('adds a new pupil with the flags the file gives', () => {
    const plan = planRosterSync(oneUser({ send: true, disadvantaged: false }), school([]));
    expect(plan.adds).toEqual([
      expect.objectContaining({ sourcedId: 'p1', send: true, disadvantaged: false }),
    ]);
  });

  it("changes a pupil's flags and lists the change; a file without them changes nothing", () => {
    const pupil = person(1, 'p1', { yearGroup: null, send: false, disadvantaged: true });
    const state = school([pupil]);
    const changed = planRosterSync(oneUser({ send: true, disadvantaged: false }), state);
    expect(changed.updates).toEqual([
      expect.objectContaining({
        userId: 1,
        send: true,
        disadvantaged: false,
        changes: expect.arrayContaining([
          { field: 'SEND', from: 'no', to: 'yes' },
          { field: 'disadvantaged', from: 'yes', to: 'no' },
        ]) as unknown,
      }),
    ]);

    const same = planRosterSync(oneUser({ send: false, disadvantaged: true }), {
      ...state,
      people: [{ ...pupil, yearGroup: 7 }],
    });
    expect([same.updates, same.unchanged]).toEqual([[], 1]);

    const without = planRosterSync(oneUser({}), { ...state, people: [{ ...pupil, yearGroup: 7 }] });
    expect([without.updates, without.unchanged]).toEqual([[], 1]);
  });
});

describe("a roster applied to the school's pupils", () => {
  let t: TestApp;
  let head: string;
  const BOUNDARY = 'flags-boundary';

  beforeAll(async () => {
    t = await buildTestApp();
    await t.sql(
      'UPDATE schools SET "licenceNumber" = 5000 WHERE school_username = \'demoacademy\'',
    );
    head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  });
  afterAll(() => t.close());

  async function preview(tables: OneRosterTables): Promise<RosterPreview> {
    const zip = zipTables(tables, '1.2');
    const reply = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/UploadRoster',
      payload: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="roster.zip"\r\n` +
            'Content-Type: application/zip\r\n\r\n',
          'latin1',
        ),
        Buffer.from(zip),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'latin1'),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(reply.statusCode).toBe(200);
    return reply.json<RosterPreview>();
  }

  async function apply(syncId: number): Promise<RosterApplyLine | undefined> {
    const reply = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/ApplyRoster',
      payload: { syncId },
    });
    return reply.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as RosterApplyLine)
      .at(-1);
  }

  async function flags(sourcedId: string): Promise<[number, number]> {
    const row = await t.app.db
      .selectFrom('users')
      .innerJoin('roster_links', 'roster_links.user_id', 'users.user_id')
      .select(['users.send', 'users.disadvantaged'])
      .where('roster_links.sourced_id', '=', sourcedId)
      .executeTakeFirstOrThrow();
    return [row.send, row.disadvantaged];
  }

  const tables = () => oneRosterTables({ schoolYear: 2027, pupilsPerYear: 1 });

  it('sets them on the pupils it adds, changes them when the file does, and leaves them without it', async () => {
    const first = await preview(
      withFlags(tables(), {
        'pupil-2027-1': { send: 'true', disadvantaged: 'true' },
        'pupil-2026-1': { send: 'yes' },
      }),
    );
    expect(first.problems).toEqual([]);
    expect(await apply(first.syncId)).toMatchObject({ applied: true });
    expect(await flags('pupil-2027-1')).toEqual([1, 1]);
    expect(await flags('pupil-2026-1')).toEqual([1, 0]);
    expect(await flags('pupil-2025-1')).toEqual([0, 0]);

    // A file without the columns: the school's flags stay.
    const without = await preview(tables());
    expect(without.counts).toMatchObject({ update: 0, addPupils: 0 });
    expect(await apply(without.syncId)).toMatchObject({ applied: true });
    expect(await flags('pupil-2027-1')).toEqual([1, 1]);

    // A file that says otherwise: the preview lists the change, the apply makes it.
    const changed = await preview(
      withFlags(tables(), {
        'pupil-2027-1': { send: 'true', disadvantaged: 'false' },
        'pupil-2025-1': { disadvantaged: '1' },
      }),
    );
    expect(changed.counts).toMatchObject({ update: 3 });
    const changesOf = (username: string) =>
      changed.updates.find((update) => update.username === username)?.changes;
    const usernameOf = async (sourcedId: string) =>
      (
        await t.app.db
          .selectFrom('users')
          .innerJoin('roster_links', 'roster_links.user_id', 'users.user_id')
          .select('users.username')
          .where('roster_links.sourced_id', '=', sourcedId)
          .executeTakeFirstOrThrow()
      ).username;
    expect(changesOf(await usernameOf('pupil-2027-1'))).toEqual([
      { field: 'disadvantaged', from: 'yes', to: 'no' },
    ]);
    expect(changesOf(await usernameOf('pupil-2026-1'))).toEqual([
      { field: 'SEND', from: 'yes', to: 'no' },
    ]);
    expect(await apply(changed.syncId)).toMatchObject({ applied: true });
    expect(await flags('pupil-2027-1')).toEqual([1, 0]);
    expect(await flags('pupil-2026-1')).toEqual([0, 0]);
    expect(await flags('pupil-2025-1')).toEqual([0, 1]);
  });
});
