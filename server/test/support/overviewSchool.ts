/**
 * Fills a school with a project the size of a big secondary's: pupils in Years 7–11 and their
 * classes, the school's two flags on some, three rounds of self-assessment on eight skills with
 * teachers' ratings beside most grades (some far apart: gaps), evidence and plan steps. For the
 * School Overview's tests and bench. Deterministic (a seeded generator), and free of imports so
 * Node runs it as it is (type stripping) from a bench script as well as from jest.
 */

/** Runs one statement with `?` placeholders; rows for a query or a RETURNING. */
export interface SqlRunner {
  all(sql: string, params?: readonly unknown[]): Promise<Record<string, unknown>[]>;
}

export interface OverviewSchoolOptions {
  schoolId: number;
  pupils: number;
  /** Leaf skills, under two headings (default 8). */
  skills?: number;
  /** Rounds, oldest first, opening a term apart from 15 Sept 2025 (default 3); the last is open. */
  rounds?: number;
  seed?: number;
}

export interface OverviewSchool {
  projectId: number;
  roundIds: number[];
  /** The leaf skills, in order; then the skill only four pupils rated (a suppressed cell). */
  skillIds: number[];
  rareSkillId: number;
  /** One class per year group (7–11), with every pupil of that year. */
  classIds: number[];
  /** A class of four pupils: too few for any figure. */
  tinyClassId: number;
  pupilIds: number[];
}

const ROUND_DAYS = ['2025-09-15', '2026-01-12', '2026-04-20', '2026-09-14', '2027-01-11'];

/** mulberry32: a small seeded generator, so every run makes the same school. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (n: number) => Math.max(0, Math.min(10, Math.round(n)));

async function insertMany(
  sql: SqlRunner,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning = '',
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  // 900 parameters at most per statement: under SQLite's and PostgreSQL's limits.
  const per = Math.max(1, Math.floor(900 / columns.length));
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per);
    const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    const text = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}${returning ? ` RETURNING ${returning}` : ''}`;
    out.push(...(await sql.all(text, chunk.flat())));
  }
  return out;
}

const num = (value: unknown): number => Number(value);

export async function generateOverviewSchool(
  sql: SqlRunner,
  options: OverviewSchoolOptions,
): Promise<OverviewSchool> {
  const random = generator(options.seed ?? 2026);
  const skillCount = options.skills ?? 8;
  const roundCount = options.rounds ?? 3;
  const { schoolId } = options;
  const now = '2025-09-01T08:00:00.000Z';
  const [hash] = await sql.all(
    'SELECT password_hash FROM users WHERE password_hash IS NOT NULL LIMIT 1',
  );

  const [project] = await sql.all(
    'INSERT INTO school_projects (school_id, project_name) VALUES (?, ?) RETURNING school_project_id',
    [schoolId, 'Whole-school skills'],
  );
  const projectId = num(project?.school_project_id);

  const skillIds: number[] = [];
  let ordering = 100;
  for (const heading of ['Thinking', 'Working together']) {
    const [parent] = await sql.all(
      'INSERT INTO skills (school_id, skill_descriptor, parent_skill_id, ordering) VALUES (?, ?, NULL, ?) RETURNING skill_id',
      [schoolId, heading, (ordering += 1)],
    );
    const leaves = heading === 'Thinking' ? Math.ceil(skillCount / 2) : Math.floor(skillCount / 2);
    for (let i = 1; i <= leaves; i += 1) {
      const [leaf] = await sql.all(
        'INSERT INTO skills (school_id, skill_descriptor, parent_skill_id, ordering) VALUES (?, ?, ?, ?) RETURNING skill_id',
        [schoolId, `${heading} ${i}`, parent?.skill_id, (ordering += 1)],
      );
      skillIds.push(num(leaf?.skill_id));
    }
  }
  const [rare] = await sql.all(
    'INSERT INTO skills (school_id, skill_descriptor, parent_skill_id, ordering) VALUES (?, ?, NULL, ?) RETURNING skill_id',
    [schoolId, 'Rarely rated', ordering + 1],
  );
  const rareSkillId = num(rare?.skill_id);

  const roundIds: number[] = [];
  for (let r = 0; r < roundCount; r += 1) {
    const opensOn = ROUND_DAYS[r] ?? `${2027 + r}-09-01`;
    const last = r === roundCount - 1;
    const [round] = await sql.all(
      'INSERT INTO assessment_rounds (school_project_id, round_name, opens_on, closes_on, closed_at, created_at) VALUES (?, ?, ?, NULL, ?, ?) RETURNING round_id',
      [projectId, `Round ${r + 1}`, opensOn, last ? null : `${opensOn}T15:00:00.000Z`, now],
    );
    roundIds.push(num(round?.round_id));
  }

  const pupilRows = Array.from({ length: options.pupils }, (_, i) => [
    schoolId,
    `overview${i + 1}`,
    `Pupil`,
    `Overview ${String(i + 1).padStart(4, '0')}`,
    hash?.password_hash ?? 'x',
    now,
    7 + (i % 5),
    i % 7 === 0 ? 1 : 0,
    i % 4 === 0 ? 1 : 0,
  ]);
  const pupils = await insertMany(
    sql,
    'users',
    [
      'school_id',
      'username',
      'first_name',
      'last_name',
      'password_hash',
      'created_at',
      'year_group',
      'send',
      'disadvantaged',
    ],
    pupilRows,
    'user_id',
  );
  const pupilIds = pupils.map((row) => num(row.user_id));
  await insertMany(
    sql,
    'user_projects',
    ['user_id', 'school_project_id'],
    pupilIds.map((id) => [id, projectId]),
  );

  const classIds: number[] = [];
  for (let year = 7; year <= 11; year += 1) {
    const [row] = await sql.all(
      "INSERT INTO school_classes (school_id, title, class_code, class_type, year_group, created_at, updated_at) VALUES (?, ?, ?, 'homeroom', ?, ?, ?) RETURNING class_id",
      [schoolId, `Form ${year}`, `F${year}`, year, now, now],
    );
    const classId = num(row?.class_id);
    classIds.push(classId);
    const members = pupilIds
      .filter((_, i) => 7 + (i % 5) === year)
      .map((id) => [classId, id, 'pupil']);
    await insertMany(sql, 'class_members', ['class_id', 'user_id', 'role'], members);
  }
  const [tiny] = await sql.all(
    "INSERT INTO school_classes (school_id, title, class_code, class_type, year_group, created_at, updated_at) VALUES (?, 'Nurture group', 'NG', 'scheduled', NULL, ?, ?) RETURNING class_id",
    [schoolId, now, now],
  );
  const tinyClassId = num(tiny?.class_id);
  await insertMany(
    sql,
    'class_members',
    ['class_id', 'user_id', 'role'],
    pupilIds.slice(0, 4).map((id) => [tinyClassId, id, 'pupil']),
  );

  // Each pupil's own level, rising a little each round; teachers mostly agree within a point
  // or two, and about one rating in twelve is 3 or more away.
  const level = new Map(pupilIds.map((id) => [id, 2 + random() * 6]));
  for (const [r, roundId] of roundIds.entries()) {
    const taking = pupilIds.filter(() => random() < 0.9);
    const made = await insertMany(
      sql,
      'assessments',
      ['user_id', 'school_project_id', 'assessment_name', 'created_at', 'round_id'],
      taking.map((id) => [
        id,
        projectId,
        `Round ${r + 1}`,
        `${ROUND_DAYS[r] ?? '2027-09-01'}T10:00:00.000Z`,
        roundId,
      ]),
      'assessment_id, user_id',
    );
    const gradeRows: unknown[][] = [];
    for (const row of made) {
      const userId = num(row.user_id);
      const base = (level.get(userId) ?? 5) + r * 0.8;
      for (const skillId of skillIds) {
        // A few grade rows stay ungraded, as when a pupil skips a skill.
        gradeRows.push([
          num(row.assessment_id),
          skillId,
          random() < 0.03 ? null : clamp(base + (random() - 0.5) * 4),
          'I can',
        ]);
      }
      if (r === 0 && pupilIds.indexOf(userId) < 4) {
        gradeRows.push([num(row.assessment_id), rareSkillId, clamp(base), 'Rare']);
      }
    }
    const grades = await insertMany(
      sql,
      'assessment_grades',
      ['assessment_id', 'skill_id', 'grade', 'statement'],
      gradeRows,
      'assessment_grade_id, grade, skill_id',
    );
    const ratings: unknown[][] = [];
    for (const grade of grades) {
      if (grade.skill_id !== undefined && num(grade.skill_id) === rareSkillId) continue;
      if (random() >= 0.75) continue;
      const own = grade.grade === null ? 5 : num(grade.grade);
      const far = random() < 0.08;
      // A gap of exactly 3 sits on the line: it counts.
      const apart = random() < 0.5 ? 3 : 4;
      const teacher = far
        ? clamp(own + (own >= 5 ? -apart : apart))
        : clamp(own + Math.round((random() - 0.5) * 3));
      ratings.push([
        num(grade.assessment_grade_id),
        teacher,
        '',
        `${ROUND_DAYS[r] ?? '2027-09-01'}T12:00:00.000Z`,
      ]);
    }
    await insertMany(
      sql,
      'teacher_ratings',
      ['assessment_grade_id', 'grade', 'comment', 'rated_at'],
      ratings,
    );
  }

  // Evidence: about half the pupils made one to three pieces during the year.
  const evidence: unknown[][] = [];
  for (const id of pupilIds) {
    if (random() < 0.5) continue;
    const pieces = 1 + Math.floor(random() * 3);
    for (let e = 0; e < pieces; e += 1) {
      evidence.push([id, projectId, `Evidence ${e + 1}`, `2025-1${e}-10T09:00:00.000Z`]);
    }
  }
  await insertMany(
    sql,
    'evidence',
    ['user_id', 'school_project_id', 'evidence_text', 'created_at'],
    evidence,
  );
  return { projectId, roundIds, skillIds, rareSkillId, classIds, tinyClassId, pupilIds };
}
