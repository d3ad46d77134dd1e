/**
 * The future-ready profile: what it holds, the PDF read back with a real text
 * extractor, who may make one, bad choices, names in other scripts, and the audit record.
 */
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { demoLearnerIds, skillIdOf, type DemoLearnerIds } from '../../test/support/learnerRows';
import { readPdf } from '../../test/support/pdfText';
import type { ProfileContent } from '@skillfolio/shared/types';

let t: TestApp;
let ids: DemoLearnerIds;
let pupil: string;
let parent: string;
let rory: string;
let skill: (name: string) => Promise<number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoLearnerIds(t.app.db);
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  parent = await t.login({
    username: 'pupil',
    schoolUsername: 'demoacademy',
    password: 'parent-password',
  });
  rory = await t.login({ username: 'pupil', schoolUsername: 'riverside' });
  skill = (name) => skillIdOf(t.app.db, 'demoacademy', name);
});
afterAll(() => t.close());

function pdfUrl(params: Record<string, string | number | boolean>): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `/api/profile/ProfilePdf?${query.toString()}`;
}

async function profileAudits(): Promise<number> {
  const rows = await t.app.db
    .selectFrom('audit_log')
    .select('audit_id')
    .where('action', '=', 'profile.made')
    .execute();
  return rows.length;
}

describe('GetProfile', () => {
  it('answers the latest grade and statement of each skill, and its grade in every round', async () => {
    const reply = await t.injectAs(pupil, {
      url: `/api/profile/GetProfile?user_id=${ids.pat}&project_id=${ids.year10}`,
    });
    expect(reply.statusCode).toBe(200);
    const content = reply.json<ProfileContent>();
    expect(content.pupil_name).toBe('Pat Pupil');
    expect(content.school_name).toBe('Demo Academy');
    expect(content.rounds.map((r) => r.assessment_name)).toEqual(['Autumn 2026', 'Spring 2027']);
    const listening = content.skills.find((s) => s.skill_descriptor === 'Listening');
    expect(listening?.latest).toEqual({
      grade: 6,
      statement: 'I take notes now, which keeps me listening.',
      assessment_name: 'Spring 2027',
      teacher_grade: null,
    });
    expect(listening?.grades).toEqual([4, 6]);
    // Not graded in spring: the autumn grade is the latest.
    const collaboration = content.skills.find((s) => s.skill_descriptor === 'Collaboration');
    expect(collaboration?.latest?.grade).toBe(6);
    expect(collaboration?.latest?.assessment_name).toBe('Autumn 2026');
    // Tom rated that autumn grade 7; his autumn rating of Leadership is not of its latest grade.
    expect(collaboration?.latest?.teacher_grade).toBe(7);
    const leadership = content.skills.find((s) => s.skill_descriptor === 'Leadership');
    expect(leadership?.latest).toMatchObject({
      assessment_name: 'Spring 2027',
      teacher_grade: null,
    });
    expect(content.skills).toHaveLength(8);
    expect(content.evidence.length).toBeGreaterThan(0);
    expect(content.notes.map((n) => n.notes_title)).toContain('Careers fair');
  });

  it('opens on the first of the pupil’s projects when no project is named', async () => {
    const reply = await t.injectAs(parent, {
      url: `/api/profile/GetProfile?user_id=${ids.pat}&project_id=0`,
    });
    expect(reply.statusCode).toBe(200);
    const content = reply.json<ProfileContent>();
    expect(content.projects.map((p) => p.project_name)).toEqual([
      'Work Experience',
      'Year 10 Skills',
    ]);
    expect(content.project_id).toBe(ids.workExperience);
  });

  it('answers Not authorised for another school’s pupil, and for a project not the pupil’s', async () => {
    const other = await t.injectAs(rory, {
      url: `/api/profile/GetProfile?user_id=${ids.pat}&project_id=${ids.year10}`,
    });
    expect(other.statusCode).toBe(403);
    expect(other.body).toBe('Not authorised');
    const project = await t.injectAs(pupil, {
      url: `/api/profile/GetProfile?user_id=${ids.pat}&project_id=${ids.readingStars}`,
    });
    expect(project.statusCode).toBe(403);
    expect(project.body).toBe('Not authorised');
  });
});

describe('ProfilePdf', () => {
  it('makes an A4 PDF holding the pupil, the school and each chosen skill with its grade, and no other skill', async () => {
    const chosen = [
      await skill('Listening'),
      await skill('Collaboration'),
      await skill('Leadership'),
    ];
    const before = await profileAudits();
    const reply = await t.injectAs(pupil, {
      url: pdfUrl({
        user_id: ids.pat,
        project_id: ids.year10,
        skills: chosen.join(','),
        notes: String(ids.patNote),
      }),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename=profile-pat-pupil-/,
    );
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(reply.rawPayload.length).toBeLessThan(500 * 1024);

    const { text } = await readPdf(reply.rawPayload);
    expect(text).toContain('Pat Pupil');
    expect(text).toContain('Demo Academy');
    expect(text).toMatch(/Listening\s+Grade 6 out of 10 · Spring 2027/);
    expect(text).toMatch(
      /Collaboration\s+Grade 6 out of 10 · Autumn 2026\s+Teacher’s rating: 7 out of 10/,
    );
    expect(text).toMatch(/Leadership\s+Grade 4 out of 10 · Spring 2027/);
    expect(text).toContain('I take notes now, which keeps me listening.');
    for (const left of ['Speaking', 'Creativity', 'Aiming high', 'Staying positive']) {
      expect(text).not.toContain(left);
    }
    expect(text).toContain('Progress across rounds');
    expect(text).toContain('Careers fair');
    expect(text).toMatch(/Page 1 of \d/);
    expect(await profileAudits()).toBe(before + 1);
  });

  it('is tagged for screen readers, in English, with its font embedded as a subset', async () => {
    const reply = await t.injectAs(pupil, {
      url: pdfUrl({
        user_id: ids.pat,
        project_id: ids.year10,
        skills: String(await skill('Listening')),
      }),
    });
    const raw = reply.rawPayload.toString('latin1');
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toContain('/Marked true');
    expect(raw).toContain('/Lang (en-GB)');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).toContain('/FontFile2');
    // No unembedded standard font (Latin-1 only, drawn differently by each reader).
    expect(raw).not.toContain('/Helvetica');
    expect(raw).toContain('/Figure');
  });

  it('leaves out the sections the pupil switched off', async () => {
    const reply = await t.injectAs(pupil, {
      url: pdfUrl({
        user_id: ids.pat,
        project_id: ids.year10,
        skills: String(await skill('Listening')),
        chart: false,
        evidence: false,
      }),
    });
    const { text } = await readPdf(reply.rawPayload);
    expect(text).toContain('Latest grades and statements');
    expect(text).not.toContain('Progress across rounds');
    expect(text).not.toContain('Evidence against success criteria');
    expect(text).not.toContain('Notes');
  });

  it('lets a parent (read-only session) make their child’s profile, audited as a parent session', async () => {
    const reply = await t.injectAs(parent, {
      url: pdfUrl({
        user_id: ids.pat,
        project_id: ids.year10,
        skills: String(await skill('Speaking')),
      }),
    });
    expect(reply.statusCode).toBe(200);
    const { text } = await readPdf(reply.rawPayload);
    expect(text).toMatch(/Speaking\s+Grade 5 out of 10 · Spring 2027/);
    const last = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'profile.made')
      .orderBy('audit_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.target_id).toBe(ids.pat);
    expect(last.actor_user_id).toBe(ids.pat);
    expect(last.detail).toContain('parent session');
  });

  it('answers Not authorised to another school’s pupil asking for Pat’s profile, and records nothing', async () => {
    const before = await profileAudits();
    for (const cookie of [rory, undefined]) {
      const reply = await t.injectAs(cookie, {
        url: pdfUrl({
          user_id: ids.pat,
          project_id: ids.year10,
          skills: String(await skill('Listening')),
        }),
      });
      expect(reply.statusCode).toBe(cookie === undefined ? 401 : 403);
      expect(reply.body).toBe(cookie === undefined ? 'Not Authenticated' : 'Not authorised');
    }
    // Rory's own project named with Pat's id, and Pat naming Rory's project.
    const mixed = await t.injectAs(pupil, {
      url: pdfUrl({ user_id: ids.pat, project_id: ids.readingStars, skills: '1' }),
    });
    expect(mixed.statusCode).toBe(403);
    expect(await profileAudits()).toBe(before);
  });

  it('refuses bad choices with a clear message', async () => {
    const listening = await skill('Listening');
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ skills: '' }, 'Choose at least one skill'],
      [
        { skills: 'one,two' },
        'The choice of skills or notes was not understood: please choose again',
      ],
      [{ skills: `${listening},99999` }, 'Choose skills from this project only'],
      [{ skills: String(listening), notes: '1,2,3,4,5,6' }, 'Choose up to 5 notes'],
      [{ skills: String(listening), notes: '2147483647' }, 'Choose from your own notes only'],
    ];
    for (const [params, message] of cases) {
      const reply = await t.injectAs(pupil, {
        url: pdfUrl({ user_id: ids.pat, project_id: ids.year10, ...params }),
      });
      expect({ status: reply.statusCode, body: reply.json() }).toEqual({
        status: 400,
        body: { error: message },
      });
    }
  });

  it('draws names in Welsh, Polish and Cyrillic, and a substitute for CJK and emoji, in a PDF that still reads', async () => {
    const original = await t.app.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('user_id', '=', ids.pat)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('users')
      .set({ first_name: 'Gwŷn Dŵr', last_name: 'Łukasz Иван 王小明 😀' })
      .where('user_id', '=', ids.pat)
      .execute();
    try {
      const reply = await t.injectAs(pupil, {
        url: pdfUrl({
          user_id: ids.pat,
          project_id: ids.year10,
          skills: String(await skill('Listening')),
        }),
      });
      expect(reply.statusCode).toBe(200);
      const { text, pages } = await readPdf(reply.rawPayload);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(text).toContain('Gwŷn Dŵr Łukasz Иван');
      expect(text).toContain('\uFFFD');
      expect(text).toMatch(/Listening\s+Grade 6 out of 10/);
    } finally {
      await t.app.db.updateTable('users').set(original).where('user_id', '=', ids.pat).execute();
    }
  });
});

describe('a profile made by staff', () => {
  let teacher: string;
  beforeAll(async () => {
    teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
  });

  it('lets a teacher make the profile of a pupil he teaches, for the projects he teaches only', async () => {
    const taught = await t.injectAs(teacher, {
      url: `/api/profile/GetProfile?user_id=${ids.pat}&project_id=0`,
    });
    expect(taught.statusCode).toBe(200);
    const content = taught.json<ProfileContent>();
    expect(content.projects.map((p) => p.project_name)).toEqual(['Year 10 Skills']);
    expect(content.project_id).toBe(ids.year10);
    const notTaught = await t.injectAs(teacher, {
      url: `/api/profile/GetProfile?user_id=${ids.pat}&project_id=${ids.workExperience}`,
    });
    expect(notTaught.statusCode).toBe(403);
    expect(notTaught.body).toBe('Not authorised');
    const before = await profileAudits();
    const pdf = await t.injectAs(teacher, {
      url: pdfUrl({
        user_id: ids.pat,
        project_id: ids.workExperience,
        skills: String(await skill('Collaboration')),
        notes: '',
        grades: true,
        chart: false,
        evidence: false,
      }),
    });
    expect(pdf.statusCode).toBe(403);
    expect(pdf.body).toBe('Not authorised');
    expect(await profileAudits()).toBe(before);
  });
});
