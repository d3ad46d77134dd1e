/**
 * In Chromium, on a school of 1,500 pupils (8 skills, 3 rounds, generated into the server's
 * database): the head reads the School Overview, whose table alternative and gap list give the
 * numbers SQL counts; a class of four shows no figures; the inspection pack downloads as a PDF;
 * a teacher sees it only once the head ticks them; a pupil never does; and it fits a phone.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import {
  generateOverviewSchool,
  type OverviewSchool,
  type SqlRunner,
} from '../server/test/support/overviewSchool';
import { describeProblems, overflowProblems } from './support/layoutChecks';
import { HEAD, PUPIL, TEACHER, loginAs } from './support/login';
import { setUpServerAndBrowser } from './support/harness';
import { REPO } from './support/server';

jest.setTimeout(120_000);

const app = setUpServerAndBrowser();

/** The part of better-sqlite3 this file uses (the server's own copy, a second connection). */
interface SqliteStatement {
  reader: boolean;
  all(...params: unknown[]): Record<string, unknown>[];
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

let school: OverviewSchool;

async function withDatabase<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T> {
  const db = new Sqlite(path.join(app.server.dataDir, 'skillfolio.db'));
  try {
    return await work({
      all: async (text, params = []) => {
        const statement = db.prepare(text);
        if (statement.reader) return statement.all(...params);
        statement.run(...params);
        return [];
      },
    });
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  school = await withDatabase(async (sql) => {
    const [demo] = await sql.all(
      "SELECT school_id FROM schools WHERE school_username = 'demoacademy'",
    );
    await sql.all('BEGIN');
    const made = await generateOverviewSchool(sql, {
      schoolId: Number(demo?.school_id),
      pupils: 1500,
    });
    await sql.all('COMMIT');
    return made;
  });
});

const page = () => app.browser.page;

async function openOverview(): Promise<void> {
  await loginAs(page(), app.server.url, HEAD);
  await page().goto(`${app.server.url}/app/overview`);
  await page().getByRole('heading', { level: 1, name: 'School Overview' }).waitFor();
  await page().getByText('1,500 pupils in this group').waitFor();
}

describe('the School Overview of a 1,500-pupil school', () => {
  it('gives the head the numbers SQL counts, in the table beside each chart and the gap list', async () => {
    await openOverview();
    const latest = school.roundIds[2] ?? 0;
    const skillId = school.skillIds[0] ?? 0;
    const direct = await withDatabase((sql) =>
      sql.all(
        `SELECT g.grade AS rating, COUNT(*) AS n
           FROM assessments a JOIN assessment_grades g ON g.assessment_id = a.assessment_id
          WHERE a.round_id = ? AND g.skill_id = ? AND g.grade IS NOT NULL
          GROUP BY g.grade`,
        [latest, skillId],
      ),
    );
    const card = page()
      .locator('section, article, div')
      .filter({
        has: page().getByRole('heading', { name: 'Thinking 1', exact: true }),
      })
      .last();
    await card.getByText('Show as a table').click();
    const table = card.getByRole('table', {
      name: /Thinking 1, Round 3: how many pupils gave each rating/,
    });
    await table.waitFor();
    const counts = new Map(direct.map((row) => [Number(row.rating), String(row.n)]));
    for (let rating = 0; rating <= 10; rating += 1) {
      const own = table.locator('tbody tr').nth(rating).locator('td').first();
      expect(await own.textContent()).toBe(counts.get(rating) ?? '0');
    }
    expect(counts.size).toBeGreaterThan(5);

    const gaps = await withDatabase((sql) =>
      sql.all(
        `SELECT COUNT(*) AS n FROM assessments a
           JOIN assessment_grades g ON g.assessment_id = a.assessment_id
           JOIN teacher_ratings t ON t.assessment_grade_id = g.assessment_grade_id
          WHERE a.round_id = ? AND g.skill_id = ? AND g.grade IS NOT NULL
            AND (g.grade - t.grade >= 3 OR t.grade - g.grade >= 3)`,
        [latest, skillId],
      ),
    );
    const n = Number(gaps[0]?.n);
    await card.getByRole('button', { name: 'Show pupils: Thinking 1, Round 3' }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByText(`${n} pupils, by surname`).waitFor();
    expect(await dialog.getByRole('row').count()).toBe(n + 1);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('shows no figure for a class of four, and makes the inspection pack as a PDF', async () => {
    await openOverview();
    await page().getByRole('button', { name: /Class/ }).click();
    await page().getByRole('option', { name: 'Nurture group' }).click();
    await page()
      .getByText(/This group has fewer than 5 pupils, so no figures are shown/)
      .waitFor();
    expect(await page().getByRole('heading', { name: 'Thinking 1' }).count()).toBe(0);

    await page().getByLabel('From', { exact: true }).fill('2025-09-01');
    await page().getByLabel('To', { exact: true }).fill('2026-08-31');
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('inspection-pack-2025-09-01-to-2026-08-31.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('fits a phone', async () => {
    await page().setViewportSize({ width: 375, height: 812 });
    try {
      await openOverview();
      await page().getByRole('heading', { name: 'Thinking 1', exact: true }).waitFor();
      const problems = await overflowProblems(page());
      expect(describeProblems(problems)).toBe('');
    } finally {
      await page().setViewportSize({ width: 1280, height: 800 });
    }
  });
});

describe('who sees the School Overview', () => {
  it('is offered to a teacher only once the head ticks them, and never to a pupil', async () => {
    await loginAs(page(), app.server.url, TEACHER);
    await page().goto(`${app.server.url}/app/overview`);
    await page().waitForURL('**/app/public/notauthorised');

    await page().context().clearCookies();
    await openOverview();
    const tick = page().getByRole('checkbox', { name: 'Tom Teacher' });
    await tick.check();
    await page().getByText('Tom Teacher now sees the School Overview').waitFor();

    await page().context().clearCookies();
    await loginAs(page(), app.server.url, TEACHER);
    await page().goto(`${app.server.url}/app/overview`);
    await page().getByRole('heading', { level: 1, name: 'School Overview' }).waitFor();
    // No SEND or disadvantaged filter for a teacher.
    expect(await page().getByRole('button', { name: /SEND/ }).count()).toBe(0);

    await page().context().clearCookies();
    await loginAs(page(), app.server.url, PUPIL);
    await page().goto(`${app.server.url}/app/overview`);
    await page().waitForURL('**/app/public/notauthorised');
  });
});
