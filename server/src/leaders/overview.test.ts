/**
 * The School Overview on a generated school of 1,500 pupils, 8 skills and 3 rounds: every
 * figure against a direct SQL count, the smallest-group rule, the flag filters, the pupil
 * lists, who may see it, and the inspection pack (a valid PDF, a CSV that agrees, audited).
 */
import { parse } from 'csv-parse/sync';
import type {
  OverviewPupils,
  OverviewStaff,
  SchoolOverview,
  SessionReply,
  SkillRoundFigures,
} from '@skillfolio/shared/types';
import { OVERVIEW_GAP, OVERVIEW_MIN_GROUP, OVERVIEW_REFUSAL } from '@skillfolio/shared/wire';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { generateOverviewSchool, type OverviewSchool } from '../../test/support/overviewSchool';
import { readPdf } from '../../test/support/pdfText';
import { sqlRunner } from '../../test/support/sqlRunner';

jest.setTimeout(120_000);

let t: TestApp;
let school: OverviewSchool;
let head: string;
let leaverId: number;
const run = () => sqlRunner(t.app.db);

async function schoolIdOf(schoolUsername: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('schools')
    .select('school_id')
    .where('school_username', '=', schoolUsername)
    .executeTakeFirstOrThrow();
  return row.school_id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const demoAcademy = await schoolIdOf('demoacademy');
  school = await generateOverviewSchool(run(), { schoolId: demoAcademy, pupils: 1500 });
  // A leaver counts in no figure.
  leaverId = school.pupilIds[10] ?? 0;
  await t.app.db
    .updateTable('users')
    .set({ left_at: '2026-07-20T00:00:00.000Z' })
    .where('user_id', '=', leaverId)
    .execute();
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
});
afterAll(() => t.close());

function query(params: Record<string, string | number>): string {
  return new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  ).toString();
}

async function overview(
  cookie: string,
  params: Record<string, string | number> = {},
): Promise<{ status: number; body: SchoolOverview }> {
  const response = await t.injectAs(cookie, {
    url: `/api/leaders/Overview?${query({ school_project_id: school.projectId, ...params })}`,
  });
  return { status: response.statusCode, body: response.json<SchoolOverview>() };
}

/** The direct count: pupils of the project (not leavers) in `where`, by round, skill and rating. */
async function directSpread(
  voice: 'own' | 'teacher',
  where = '',
  params: readonly unknown[] = [],
): Promise<Map<string, number>> {
  const rating = voice === 'own' ? 'g.grade' : 't.grade';
  const join =
    voice === 'teacher'
      ? 'JOIN teacher_ratings t ON t.assessment_grade_id = g.assessment_grade_id'
      : '';
  const rows = await run().all(
    `SELECT a.round_id AS round_id, g.skill_id AS skill_id, ${rating} AS rating, COUNT(*) AS n
       FROM assessments a
       JOIN assessment_grades g ON g.assessment_id = a.assessment_id
       ${join}
       JOIN users u ON u.user_id = a.user_id
      WHERE a.school_project_id = ? AND ${rating} IS NOT NULL AND u.left_at IS NULL ${where}
      GROUP BY a.round_id, g.skill_id, ${rating}`,
    [school.projectId, ...params],
  );
  return new Map(
    rows.map((row) => [`${row.round_id}:${row.skill_id}:${row.rating}`, Number(row.n)]),
  );
}

async function directGaps(): Promise<Map<string, { rated: number; gaps: number }>> {
  const rows = await run().all(
    `SELECT a.round_id AS round_id, g.skill_id AS skill_id, COUNT(*) AS rated,
            SUM(CASE WHEN g.grade - t.grade >= ? OR t.grade - g.grade >= ? THEN 1 ELSE 0 END) AS gaps
       FROM assessments a
       JOIN assessment_grades g ON g.assessment_id = a.assessment_id
       JOIN teacher_ratings t ON t.assessment_grade_id = g.assessment_grade_id
       JOIN users u ON u.user_id = a.user_id
      WHERE a.school_project_id = ? AND g.grade IS NOT NULL AND u.left_at IS NULL
      GROUP BY a.round_id, g.skill_id`,
    [OVERVIEW_GAP, OVERVIEW_GAP, school.projectId],
  );
  return new Map(
    rows.map((row) => [
      `${row.round_id}:${row.skill_id}`,
      { rated: Number(row.rated), gaps: Number(row.gaps) },
    ]),
  );
}

async function directMoves(
  from: number,
  to: number,
): Promise<Map<number, { pupils: number; higher: number; lower: number }>> {
  const rows = await run().all(
    `SELECT g1.skill_id AS skill_id, COUNT(*) AS pupils,
            SUM(CASE WHEN g2.grade > g1.grade THEN 1 ELSE 0 END) AS higher,
            SUM(CASE WHEN g2.grade < g1.grade THEN 1 ELSE 0 END) AS lower
       FROM assessments a1
       JOIN assessment_grades g1 ON g1.assessment_id = a1.assessment_id
       JOIN assessments a2 ON a2.user_id = a1.user_id
       JOIN assessment_grades g2 ON g2.assessment_id = a2.assessment_id AND g2.skill_id = g1.skill_id
       JOIN users u ON u.user_id = a1.user_id
      WHERE a1.round_id = ? AND a2.round_id = ? AND g1.grade IS NOT NULL AND g2.grade IS NOT NULL
        AND u.left_at IS NULL
      GROUP BY g1.skill_id`,
    [from, to],
  );
  return new Map(
    rows.map((row) => [
      Number(row.skill_id),
      { pupils: Number(row.pupils), higher: Number(row.higher), lower: Number(row.lower) },
    ]),
  );
}

function cell(body: SchoolOverview, skillId: number, roundId: number): SkillRoundFigures {
  const skill = body.skills.find((s) => s.skill_id === skillId);
  const found = skill?.rounds.find((r) => r.round_id === roundId);
  if (found === undefined) throw new Error(`No figures for skill ${skillId} in round ${roundId}`);
  return found;
}

describe('the School Overview of a 1,500-pupil school', () => {
  it('gives each voice’s spread, the gaps and the moves exactly as SQL counts them', async () => {
    const { status, body } = await overview(head);
    expect(status).toBe(200);
    expect(body.pupils).toBe(1499);
    expect(body.rounds.map((r) => r.round_id)).toEqual(school.roundIds);
    expect(body.rounds.map((r) => r.is_open)).toEqual([false, false, true]);
    expect(body.skills.map((s) => s.skill_id)).toEqual([...school.skillIds, school.rareSkillId]);
    expect(body.skills[0]?.area_descriptor).toBe('Thinking');

    const own = await directSpread('own');
    const teacher = await directSpread('teacher');
    const gaps = await directGaps();
    let checked = 0;
    for (const roundId of school.roundIds) {
      for (const skillId of school.skillIds) {
        const figures = cell(body, skillId, roundId);
        for (let rating = 0; rating <= 10; rating += 1) {
          expect(figures.own?.counts[rating]).toBe(own.get(`${roundId}:${skillId}:${rating}`) ?? 0);
          expect(figures.teacher?.counts[rating]).toBe(
            teacher.get(`${roundId}:${skillId}:${rating}`) ?? 0,
          );
          checked += 2;
        }
        const direct = gaps.get(`${roundId}:${skillId}`);
        expect(figures.both_rated).toBe(direct?.rated);
        expect(figures.gaps).toBe(direct?.gaps);
        expect(figures.gaps).toBeGreaterThan(0);
      }
    }
    expect(checked).toBe(3 * 8 * 11 * 2);

    for (const [i, to] of school.roundIds.entries()) {
      const from = school.roundIds[i - 1];
      if (from === undefined) continue;
      const moves = await directMoves(from, to);
      for (const skillId of school.skillIds) {
        const progress = body.skills
          .find((s) => s.skill_id === skillId)
          ?.progress.find((p) => p.from_round_id === from && p.to_round_id === to);
        const direct = moves.get(skillId);
        expect(progress?.own).toEqual({
          pupils: direct?.pupils,
          higher: direct?.higher,
          lower: direct?.lower,
          same: (direct?.pupils ?? 0) - (direct?.higher ?? 0) - (direct?.lower ?? 0),
        });
        expect(progress?.teacher?.pupils).toBeGreaterThan(OVERVIEW_MIN_GROUP);
      }
    }

    const assessed = await run().all(
      `SELECT a.round_id AS round_id, COUNT(DISTINCT a.user_id) AS n
         FROM assessments a JOIN assessment_grades g ON g.assessment_id = a.assessment_id
         JOIN users u ON u.user_id = a.user_id
        WHERE a.school_project_id = ? AND g.grade IS NOT NULL AND u.left_at IS NULL
        GROUP BY a.round_id`,
      [school.projectId],
    );
    for (const row of assessed) {
      expect(body.rounds.find((r) => r.round_id === Number(row.round_id))?.assessed).toBe(
        Number(row.n),
      );
    }
  });

  it('narrows every figure to a year group, a class, or the school’s flags', async () => {
    const { body } = await overview(head, { year_group: 9 });
    const direct = await directSpread('own', 'AND u.year_group = ?', [9]);
    const roundId = school.roundIds[1] ?? 0;
    const skillId = school.skillIds[3] ?? 0;
    for (let rating = 0; rating <= 10; rating += 1) {
      expect(cell(body, skillId, roundId).own?.counts[rating]).toBe(
        direct.get(`${roundId}:${skillId}:${rating}`) ?? 0,
      );
    }
    expect(body.pupils).toBe(300);

    // Form 9 holds exactly the Year 9 pupils.
    const byClass = await overview(head, { class_id: school.classIds[2] ?? 0 });
    expect(byClass.body.skills).toEqual(body.skills);

    const send = await overview(head, { send: 'yes' });
    const directSend = await directSpread('own', 'AND u.send = 1');
    expect(cell(send.body, skillId, roundId).own?.counts).toEqual(
      Array.from({ length: 11 }, (_, r) => directSend.get(`${roundId}:${skillId}:${r}`) ?? 0),
    );
    const both = await overview(head, { send: 'no', disadvantaged: 'yes' });
    const directBoth = await directSpread('own', 'AND u.send = 0 AND u.disadvantaged = 1');
    expect(cell(both.body, skillId, roundId).own?.rated).toBe(
      [...directBoth.entries()]
        .filter(([key]) => key.startsWith(`${roundId}:${skillId}:`))
        .reduce((sum, [, n]) => sum + n, 0),
    );
  });

  it('shows no figure for a group of fewer than five pupils', async () => {
    const tiny = await overview(head, { class_id: school.tinyClassId });
    expect(tiny.status).toBe(200);
    expect(tiny.body.pupils).toBeNull();
    expect(tiny.body.skills).toEqual([]);
    expect(tiny.body.rounds.every((round) => round.assessed === null)).toBe(true);

    // In a big group, the skill only four pupils rated has no spread, and no teacher's either.
    const { body } = await overview(head);
    const rare = cell(body, school.rareSkillId, school.roundIds[0] ?? 0);
    expect(rare).toEqual({
      round_id: school.roundIds[0],
      own: null,
      teacher: null,
      gaps: null,
      both_rated: null,
    });
    expect(JSON.stringify(body)).not.toContain('"rated":4');
  });

  it('lists the pupils behind a gap flag, and those who have not assessed', async () => {
    const roundId = school.roundIds[0] ?? 0;
    const skillId = school.skillIds[0] ?? 0;
    const response = await t.injectAs(head, {
      url: `/api/leaders/OverviewPupils?${query({ school_project_id: school.projectId, round_id: roundId, skill_id: skillId, list: 'gaps' })}`,
    });
    expect(response.statusCode).toBe(200);
    const gaps = response.json<OverviewPupils>();
    const { body } = await overview(head);
    expect(gaps.pupils).toHaveLength(cell(body, skillId, roundId).gaps ?? -1);
    for (const pupil of gaps.pupils) {
      expect(Math.abs((pupil.own ?? 0) - (pupil.teacher ?? 0))).toBeGreaterThanOrEqual(
        OVERVIEW_GAP,
      );
    }

    const missing = await t.injectAs(head, {
      url: `/api/leaders/OverviewPupils?${query({ school_project_id: school.projectId, round_id: roundId, list: 'notAssessed', year_group: 8 })}`,
    });
    const notAssessed = missing.json<OverviewPupils>();
    const { body: year8 } = await overview(head, { year_group: 8 });
    const round = year8.rounds.find((r) => r.round_id === roundId);
    expect(notAssessed.pupils).toHaveLength((year8.pupils ?? 0) - (round?.assessed ?? 0));
    expect(notAssessed.pupils.every((p) => p.year_group === 8)).toBe(true);
    expect(notAssessed.pupils.some((p) => p.user_id === leaverId)).toBe(false);

    // A round of another project lists nobody.
    const other = await t.injectAs(head, {
      url: `/api/leaders/OverviewPupils?${query({ school_project_id: school.projectId, round_id: 999999, list: 'notAssessed' })}`,
    });
    expect(other.json<OverviewPupils>().pupils).toEqual([]);
  });
});

describe('who may see the School Overview', () => {
  const url = () => `/api/leaders/Overview?school_project_id=${school.projectId}`;

  it('refuses pupils, parents, another school’s staff, and staff the admin has not chosen', async () => {
    const pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const parent = await t.login({
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'parent-password',
    });
    const teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
    const riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
    for (const cookie of [pupil, parent, teacher]) {
      const response = await t.injectAs(cookie, { url: url() });
      expect(response.statusCode).toBe(403);
    }
    // Another school's admin: the project is not theirs.
    expect((await t.injectAs(riversideHead, { url: url() })).statusCode).toBe(403);
    // Another school's teacher, whom their own head lets see their school's overview.
    const riverside = await schoolIdOf('riverside');
    const hash = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('users')
      .values({
        school_id: riverside,
        username: 'rteacher',
        first_name: 'Rhys',
        last_name: 'Teacher',
        password_hash: hash.password_hash,
        is_Staff: 1,
        is_User: 1,
        sees_overview: 1,
        second_factor_exempt: 1,
        created_at: '2026-09-01T00:00:00.000Z',
      })
      .execute();
    const riversideTeacher = await t.login({ username: 'rteacher', schoolUsername: 'riverside' });
    expect(
      (await t.injectAs(riversideTeacher, { url: '/api/leaders/Overview?school_project_id=0' }))
        .statusCode,
    ).toBe(200);
    expect((await t.injectAs(riversideTeacher, { url: url() })).statusCode).toBe(403);
    const byClass = `/api/leaders/Overview?school_project_id=0&class_id=${school.classIds[0] ?? 0}`;
    expect((await t.injectAs(riversideTeacher, { url: byClass })).statusCode).toBe(403);
    const pack = await t.injectAs(pupil, {
      url: '/api/leaders/InspectionPack?from=2025-09-01&to=2026-08-31&format=csv',
    });
    expect(pack.statusCode).toBe(403);
  });

  it('lets a teacher the admin chooses see it, without the flag filters, and audits the choice', async () => {
    const staff = await t.injectAs(head, { url: '/api/schooladmin/OverviewStaff' });
    const teacherRow = staff.json<OverviewStaff>().staff.find((s) => s.username === 'teacher');
    expect(teacherRow?.sees_overview).toBe(false);
    const saved = await t.injectAs(head, {
      method: 'POST',
      url: '/api/schooladmin/SaveOverviewStaff',
      payload: { user_id: teacherRow?.user_id, sees_overview: true },
    });
    expect(saved.statusCode).toBe(200);
    const teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
    // The shell offers the screen from the session's reply.
    const session = await t.injectAs(teacher, { url: '/api/User/GetCurrentUser' });
    expect(session.json<SessionReply>().currentUser.sees_overview).toBe(true);
    const seen = await t.injectAs(teacher, { url: url() });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<SchoolOverview>().flag_filters).toBe(false);
    const flagged = await t.injectAs(teacher, { url: `${url()}&send=yes` });
    expect(flagged.statusCode).toBe(400);
    expect(flagged.json<{ error: string }>().error).toBe(OVERVIEW_REFUSAL.flagsAdminOnly);
    // Not an admin's screen: the teacher cannot choose who else sees it.
    const choose = await t.injectAs(teacher, {
      method: 'POST',
      url: '/api/schooladmin/SaveOverviewStaff',
      payload: { user_id: teacherRow?.user_id, sees_overview: false },
    });
    expect(choose.statusCode).toBe(403);

    // A pupil cannot be made a leader.
    const pupilId = school.pupilIds[0] ?? 0;
    const refused = await t.injectAs(head, {
      method: 'POST',
      url: '/api/schooladmin/SaveOverviewStaff',
      payload: { user_id: pupilId, sees_overview: true },
    });
    expect(refused.statusCode).toBe(400);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'detail'])
      .where('action', '=', 'overview.staff')
      .execute();
    expect(audit).toEqual([
      { action: 'overview.staff', target_id: teacherRow?.user_id, detail: 'sees' },
    ]);

    // Taken back: refused again at once, on the session already open.
    await t.injectAs(head, {
      method: 'POST',
      url: '/api/schooladmin/SaveOverviewStaff',
      payload: { user_id: teacherRow?.user_id, sees_overview: false },
    });
    expect((await t.injectAs(teacher, { url: url() })).statusCode).toBe(403);
  });
});

describe('the inspection pack', () => {
  const packUrl = (format: string, from = '2025-09-01', to = '2026-08-31') =>
    `/api/leaders/InspectionPack?${query({ from, to, format })}`;

  it('is a valid PDF of the school’s figures, and its making is audited', async () => {
    const response = await t.injectAs(head, { url: packUrl('pdf') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain('Demo Academy');
    expect(pdf.text).toContain('Whole-school skills');
    expect(pdf.text).not.toContain('Overview 0001');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('action', '=', 'overview.export')
      .execute();
    expect(audit).toContainEqual({ detail: 'pdf 2025-09-01 to 2026-08-31' });
  });

  it('gives the same participation in its CSV as SQL counts', async () => {
    const response = await t.injectAs(head, { url: packUrl('csv') });
    expect(response.statusCode).toBe(200);
    const rows = parse(response.body.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
    }) as string[][];
    expect(rows[0]).toEqual([
      'section',
      'project',
      'round(s)',
      'group',
      'skill',
      'voice',
      'measure',
      'value',
    ]);
    expect(response.body).not.toContain('Overview 0001');
    // Each round's pupils assessed, all pupils and Year 8, as SQL counts them.
    for (const [where, group] of [
      ['', 'All pupils'],
      ['AND u.year_group = 8', 'Year 8'],
    ] as const) {
      const direct = await run().all(
        `SELECT r.round_name AS round_name, COUNT(DISTINCT a.user_id) AS n
           FROM assessments a
           JOIN assessment_rounds r ON r.round_id = a.round_id
           JOIN assessment_grades g ON g.assessment_id = a.assessment_id
           JOIN users u ON u.user_id = a.user_id
          WHERE a.school_project_id = ? AND g.grade IS NOT NULL AND u.left_at IS NULL ${where}
          GROUP BY r.round_name`,
        [school.projectId],
      );
      expect(direct).toHaveLength(3);
      for (const row of direct) {
        const found = rows.find(
          (cells) =>
            cells[0] === 'participation' &&
            cells[1] === 'Whole-school skills' &&
            cells[2]?.startsWith(String(row.round_name)) === true &&
            cells[3] === group &&
            cells[6] === 'assessed',
        );
        expect(found?.[7]).toBe(String(row.n));
      }
    }
  });

  it('refuses a range it cannot use, with a sentence', async () => {
    for (const [from, to, error] of [
      ['2026-02-30', '2026-03-01', OVERVIEW_REFUSAL.badDate],
      ['2026-03-01', '2026-02-01', OVERVIEW_REFUSAL.endsBeforeStarts],
      ['2020-01-01', '2026-01-01', OVERVIEW_REFUSAL.rangeTooLong(550)],
    ] as const) {
      const response = await t.injectAs(head, { url: packUrl('pdf', from, to) });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(error);
    }
  });
});
