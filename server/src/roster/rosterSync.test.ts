/**
 * The roster sync through the real app: a school's 1,200-pupil OneRoster 1.2 file (the
 * generator's) previewed and applied; the same file again changes nothing; next year's file
 * moves everyone up, closes last year's classes and makes the Year 11s leavers, with nothing
 * of theirs lost; a file with wrong rows is refused line by line with nothing kept; an apply
 * after the school changed is refused.
 */
import type { InjectOptions } from 'fastify';
import type { RosterApplyLine, RosterPreview } from '@skillfolio/shared/types';
import { ROSTER_REFUSAL } from '@skillfolio/shared/wire';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { testDialect } from '../../test/support/testDatabase';
import {
  makeOneRosterZip,
  oneRosterTables,
  STAFF_COUNT,
  zipTables,
} from '../../test/support/oneRosterFile';

// The full school on SQLite; PostgreSQL runs the same steps on a smaller one (the SQL is the
// same; hashing 1,270 new accounts' passwords is most of the time, and proves nothing twice).
const PER_YEAR = testDialect === 'sqlite' ? 240 : 12;
const PUPILS = PER_YEAR * 5;
const HEAD = { username: 'head', schoolUsername: 'demoacademy' };
const BOUNDARY = 'roster-boundary';

jest.setTimeout(180_000);

let t: TestApp;
let head: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.sql('UPDATE schools SET "licenceNumber" = 5000 WHERE school_username = \'demoacademy\'');
  head = await t.login(HEAD);
});
afterAll(() => t.close());

function upload(zip: Uint8Array): InjectOptions {
  return {
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
  };
}

async function preview(zip: Uint8Array): Promise<RosterPreview> {
  const started = Date.now();
  const reply = await t.injectAs(head, upload(zip));
  expect(reply.statusCode).toBe(200);
  const body = reply.json<RosterPreview>();
  // Printed, not asserted: the figure lives in the bench (bench/roster.mjs).
  console.log(`roster preview of ${zip.length} bytes: ${Date.now() - started} ms`);
  return body;
}

async function apply(syncId: number): Promise<Extract<RosterApplyLine, { applied: boolean }>> {
  const reply = await t.injectAs(head, {
    method: 'POST',
    url: '/api/admin/ApplyRoster',
    payload: { syncId },
  });
  if (reply.statusCode !== 200)
    return { applied: false, error: reply.json<{ error: string }>().error };
  const lines = reply.body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RosterApplyLine);
  const last = lines.at(-1);
  if (last === undefined || 'hashed' in last) throw new Error('no outcome line');
  return last;
}

async function count(statement: string): Promise<number> {
  const [row] = (await t.sql(statement)) as Array<{ n: number | string }>;
  return Number(row?.n);
}

const schoolUsers = (where: string) =>
  count(
    `SELECT count(*) AS n FROM users WHERE school_id = (SELECT school_id FROM schools WHERE school_username = 'demoacademy') AND ${where}`,
  );

describe("a school's roster from its MIS", () => {
  it('previews the whole school, then applies it: pupils with their years, staff, classes', async () => {
    const first = await preview(makeOneRosterZip({ schoolYear: 2027, pupilsPerYear: PER_YEAR }));
    expect(first.problems).toEqual([]);
    expect(first).toMatchObject({
      canApply: true,
      version: '1.2',
      schoolYear: '2027',
      rollover: false,
      counts: {
        addPupils: PUPILS,
        addStaff: STAFF_COUNT,
        update: 0,
        leave: 0,
        classClose: 0,
      },
    });
    // Nothing written by the preview.
    expect(await count('SELECT count(*) AS n FROM school_classes')).toBe(0);

    const applied = await apply(first.syncId);
    expect(applied).toMatchObject({ applied: true });
    if (!applied.applied) return;
    expect(applied.logins).toHaveLength(PUPILS + STAFF_COUNT);
    expect(applied.logins[0]?.generatedPassword).toMatch(/^\w{4}-\w{4}-\w{4}$/);
    for (const year of [7, 8, 9, 10, 11]) {
      expect({ year, pupils: await schoolUsers(`year_group = ${year}`) }).toEqual({
        year,
        pupils: PER_YEAR,
      });
    }
    expect(await count('SELECT count(*) AS n FROM roster_links')).toBe(PUPILS + STAFF_COUNT);
    expect(await count('SELECT count(*) AS n FROM school_classes WHERE closed_at IS NULL')).toBe(
      first.counts.classAdd,
    );
    // Every pupil is in their form and two taught classes.
    expect(await count("SELECT count(*) AS n FROM class_members WHERE role = 'pupil'")).toBe(
      PUPILS * 3,
    );
    // The roster's data goes once applied; the counts stay.
    expect(await count('SELECT count(*) AS n FROM roster_syncs WHERE roster IS NOT NULL')).toBe(0);
  });

  it('changes nothing when the same file comes again', async () => {
    const again = await preview(makeOneRosterZip({ schoolYear: 2027, pupilsPerYear: PER_YEAR }));
    expect(again.counts).toEqual({
      addPupils: 0,
      addStaff: 0,
      update: 0,
      link: 0,
      leave: 0,
      returns: 0,
      classAdd: 0,
      classUpdate: 0,
      classClose: 0,
      unchanged: PUPILS + STAFF_COUNT,
      ignored: 0,
    });
    const applied = await apply(again.syncId);
    expect(applied).toMatchObject({ applied: true, logins: [] });
  });

  it("moves everyone up a year with next year's file, keeping what the leavers did", async () => {
    // A Year 11 pupil's work, which must outlive their leaving.
    const [leaver] = (await t.sql(
      "SELECT users.user_id FROM users JOIN roster_links ON roster_links.user_id = users.user_id WHERE roster_links.sourced_id = 'pupil-2023-1'",
    )) as Array<{ user_id: number }>;
    if (leaver === undefined) throw new Error('no Year 11 pupil');
    await t.sql(
      `INSERT INTO notes (user_id, note_title, note_text, created_at) VALUES (${leaver.user_id}, 'Work experience', 'Two weeks at the garage', '2027-06-01T09:00:00.000Z')`,
    );

    // A project every Year 7 takes: next year's Year 7 join it as the roster brings them.
    const [project] = (await t.sql(
      "SELECT school_project_id FROM school_projects WHERE school_id = (SELECT school_id FROM schools WHERE school_username = 'demoacademy') ORDER BY school_project_id",
    )) as Array<{ school_project_id: number }>;
    if (project === undefined) throw new Error('no project');
    const audience = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/SaveProjectAudiences',
      payload: { school_project_id: project.school_project_id, class_ids: [], year_groups: [7] },
    });
    expect(audience.json()).toEqual({ added: PER_YEAR });

    const next = await preview(makeOneRosterZip({ schoolYear: 2028, pupilsPerYear: PER_YEAR }));
    expect(next).toMatchObject({
      canApply: true,
      schoolYear: '2028',
      previousSchoolYear: '2027',
      rollover: true,
      counts: {
        addPupils: PER_YEAR,
        addStaff: 0,
        update: PER_YEAR * 4,
        leave: PER_YEAR,
      },
    });
    expect(next.leavers[0]?.why).toBe('left out of the file');
    const moved = next.updates.find((u) => u.changes.some((c) => c.field === 'year group'));
    expect(moved?.changes).toEqual(
      expect.arrayContaining([{ field: 'year group', from: 'Year 7', to: 'Year 8' }]),
    );

    const applied = await apply(next.syncId);
    expect(applied).toMatchObject({ applied: true });
    for (const year of [7, 8, 9, 10, 11]) {
      expect({
        year,
        pupils: await schoolUsers(`year_group = ${year} AND left_at IS NULL`),
      }).toEqual({
        year,
        pupils: PER_YEAR,
      });
    }
    expect(await schoolUsers('left_at IS NOT NULL AND erase_after IS NOT NULL')).toBe(PER_YEAR);
    // Last year's classes are closed, not gone; this year's hold the pupils.
    expect(
      await count(
        "SELECT count(*) AS n FROM school_classes WHERE school_year = '2027' AND closed_at IS NOT NULL",
      ),
    ).toBe(next.counts.classClose);
    expect(await count(`SELECT count(*) AS n FROM notes WHERE user_id = ${leaver.user_id}`)).toBe(
      1,
    );
    // The new Year 7 joined the project; last year's Year 7 (now Year 8) stay in it.
    expect(
      await count(
        `SELECT count(*) AS n FROM user_projects JOIN roster_links ON roster_links.user_id = user_projects.user_id WHERE school_project_id = ${project.school_project_id} AND (roster_links.sourced_id LIKE 'pupil-2028-%' OR roster_links.sourced_id LIKE 'pupil-2027-%')`,
      ),
    ).toBe(PER_YEAR * 2);
  });

  it('refuses a file with wrong rows, line by line, and keeps nothing of it', async () => {
    const tables = oneRosterTables({ schoolYear: 2028, pupilsPerYear: 2 });
    const [first, second] = tables.users.rows;
    const kept = first?.sourcedId;
    const lost = second?.sourcedId;
    if (first === undefined || second === undefined || kept === undefined || lost === undefined) {
      throw new Error('no users');
    }
    first.email = 'not an address';
    second.sourcedId = kept;
    const before = await count('SELECT count(*) AS n FROM roster_syncs');
    const refused = await preview(zipTables(tables, '1.2'));
    expect(refused).toMatchObject({ syncId: 0, canApply: false });
    expect(refused.problems).toEqual([
      { file: 'users.csv', line: 2, reason: expect.stringContaining('not an address') },
      { file: 'users.csv', line: 3, reason: expect.stringContaining(kept) },
      // The person whose id was overwritten is missing wherever the file names them.
      { file: 'roles.csv', line: 3, reason: expect.stringContaining(`"${lost}"`) },
      {
        file: 'enrollments.csv',
        line: expect.any(Number),
        reason: expect.stringContaining(`"${lost}"`),
      },
    ]);
    expect(await count('SELECT count(*) AS n FROM roster_syncs')).toBe(before);

    const notZip = await preview(new TextEncoder().encode('name,year\nPat,7\n'));
    expect(notZip.problems).toEqual([
      {
        file: 'the upload',
        line: 0,
        reason: expect.stringMatching(/^This is not a OneRoster zip file/),
      },
    ]);
  });

  it('refuses to apply a preview when the school changed since, and changes nothing', async () => {
    const waiting = await preview(makeOneRosterZip({ schoolYear: 2029, pupilsPerYear: PER_YEAR }));
    expect(waiting.canApply).toBe(true);
    await t.sql("UPDATE users SET first_name = 'Renamed' WHERE username = 'teacher'");
    const rosterUsers = await schoolUsers('1 = 1');
    // The teacher is made by hand (no roster link): renaming them changes no plan…
    const unaffected = await apply(waiting.syncId);
    expect(unaffected).toMatchObject({ applied: true });

    const later = await preview(makeOneRosterZip({ schoolYear: 2030, pupilsPerYear: PER_YEAR }));
    // …a linked pupil's change does.
    await t.sql(
      "UPDATE users SET year_group = 3 WHERE user_id = (SELECT user_id FROM roster_links WHERE sourced_id = 'pupil-2029-1')",
    );
    const refused = await apply(later.syncId);
    expect(refused).toEqual({ applied: false, error: ROSTER_REFUSAL.changed });
    expect(await schoolUsers('1 = 1')).toBe(rosterUsers + PER_YEAR);
    // And a preview is applied once.
    expect(await apply(waiting.syncId)).toEqual({ applied: false, error: ROSTER_REFUSAL.notFound });
  });
});
