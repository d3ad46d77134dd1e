/**
 * The learner's notes, resources and files, evidence, reflections and progress: what each
 * call answers on the demo data, and that a pupil reaches only their own notes and their own
 * school's (or global) active resources, whatever ids they send.
 */
import type { InjectOptions } from 'fastify';
import type {
  AssessmentSkill,
  Evidence,
  Note,
  Progress,
  ProjectEvidence,
  Reflection,
  ResourcesReply,
  SchoolProject,
  Tag,
} from '@skillfolio/shared/types';
import { NOTE_REFUSAL, NOTE_TEXT_MAX, NOTE_TITLE_MAX } from '@skillfolio/shared/wire';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { buildTestApp } from '../support/buildTestApp';
import type { TestApp } from '../support/buildTestApp';
import { demoLearnerIds, fileIdOf } from '../support/learnerRows';
import type { DemoLearnerIds } from '../support/learnerRows';

let t: TestApp;
let ids: DemoLearnerIds;
let pupil: string;
let parent: string;
let rory: string;
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
});
afterAll(() => t.close());

function get(url: string): InjectOptions {
  return { method: 'GET', url };
}

function post(url: string, payload: Record<string, unknown>): InjectOptions {
  return { method: 'POST', url, payload };
}

async function notesOf(db: Kysely<Database>, userId: number): Promise<unknown[]> {
  return db
    .selectFrom('notes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('note_id')
    .execute();
}

async function allNotes(db: Kysely<Database>): Promise<unknown[]> {
  return db.selectFrom('notes').selectAll().orderBy('note_id').execute();
}

async function patsNoteId(title: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('notes')
    .select('note_id')
    .where('user_id', '=', ids.pat)
    .where('note_title', '=', title)
    .executeTakeFirstOrThrow();
  return row.note_id;
}

describe('GetMyNotes', () => {
  it('lists the pupil’s notes newest first, Markdown rendered, with the text as written', async () => {
    const response = await t.injectAs(pupil, get(`/api/user/GetMyNotes?user_id=${ids.pat}`));
    expect(response.statusCode).toBe(200);
    const notes = response.json<Note[]>();
    expect(notes.map((n) => [n.notes_title, n.start_date_local_string])).toEqual([
      ['Presentation feedback', '10/02/2027'],
      ['Careers fair', '20/10/2026'],
    ]);
    expect(notes[0]?.text_parsed).toBe(
      '<p>Mr Teacher said my slides were clear.</p>\n' +
        '<ul>\n<li>Speak more slowly</li>\n<li>Look at the audience</li>\n</ul>\n',
    );
    expect(notes[1]?.text_parsed).toBe(
      '<p>Talked to an <strong>engineering apprentice</strong> about what the job is like.</p>\n',
    );
    expect(notes[1]?.note_text).toBe(
      'Talked to an **engineering apprentice** about what the job is like.',
    );
    expect(notes[0]?.notes_id).toBe(await patsNoteId('Presentation feedback'));
  });

  it('gives Rory, who has written none, an empty list', async () => {
    const response = await t.injectAs(rory, get('/api/user/GetMyNotes'));
    expect([response.statusCode, response.json()]).toEqual([200, []]);
  });
});

describe('SaveNote and DeleteNote', () => {
  it('adds a note (title trimmed, text as written), edits it, then deletes it', async () => {
    const added = await t.injectAs(
      pupil,
      post('/api/user/SaveNote', {
        note_id: 0,
        note_title: '  Work experience  ',
        // Indentation is Markdown (a code block): the text is kept exactly as written.
        note_text: '    npm test\n\nI **loved** the lab.\n',
      }),
    );
    expect(added.statusCode).toBe(200);
    const noteId = added.json<{ note_id: number }>().note_id;
    const stored = await t.app.db
      .selectFrom('notes')
      .select(['user_id', 'note_title', 'note_text'])
      .where('note_id', '=', noteId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      user_id: ids.pat,
      note_title: 'Work experience',
      note_text: '    npm test\n\nI **loved** the lab.\n',
    });
    const rendered = (await t.injectAs(pupil, get('/api/user/GetMyNotes')))
      .json<Note[]>()
      .find((n) => n.notes_id === noteId);
    expect(rendered?.text_parsed).toBe(
      '<pre><code>npm test\n</code></pre>\n<p>I <strong>loved</strong> the lab.</p>\n',
    );

    const edited = await t.injectAs(
      pupil,
      post('/api/user/SaveNote', { note_id: noteId, note_title: 'Lab week', note_text: '- day 1' }),
    );
    expect([edited.statusCode, edited.json()]).toEqual([200, { note_id: noteId }]);
    const listed = await t.injectAs(pupil, get('/api/user/GetMyNotes'));
    const note = listed.json<Note[]>().find((n) => n.notes_id === noteId);
    expect(note?.notes_title).toBe('Lab week');
    expect(note?.text_parsed).toBe('<ul>\n<li>day 1</li>\n</ul>\n');

    const deleted = await t.injectAs(pupil, post('/api/user/DeleteNote', { note_id: noteId }));
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { ok: true }]);
    const after = await t.app.db
      .selectFrom('notes')
      .select('note_id')
      .where('note_id', '=', noteId)
      .execute();
    expect(after).toEqual([]);
  });

  it.each([
    ['a blank title', { note_title: '   ', note_text: 'x' }, NOTE_REFUSAL.titleRequired],
    ['blank text', { note_title: 'x', note_text: ' \n ' }, NOTE_REFUSAL.textRequired],
    [
      'a title too long',
      { note_title: 'x'.repeat(NOTE_TITLE_MAX + 1), note_text: 'x' },
      NOTE_REFUSAL.titleTooLong,
    ],
    [
      'text too long',
      { note_title: 'x', note_text: 'x'.repeat(NOTE_TEXT_MAX + 1) },
      NOTE_REFUSAL.textTooLong,
    ],
  ])('refuses %s with a clear 400, saving nothing', async (_name, fields, message) => {
    const before = await notesOf(t.app.db, ids.pat);
    const response = await t.injectAs(pupil, post('/api/user/SaveNote', { note_id: 0, ...fields }));
    expect([response.statusCode, response.json()]).toEqual([400, { error: message }]);
    expect(await notesOf(t.app.db, ids.pat)).toEqual(before);
  });

  it('takes a title and text of exactly the most allowed, spaces around them aside', async () => {
    const response = await t.injectAs(
      pupil,
      post('/api/user/SaveNote', {
        note_id: 0,
        note_title: ` ${'t'.repeat(NOTE_TITLE_MAX)} `,
        note_text: ` ${'x'.repeat(NOTE_TEXT_MAX)} `,
      }),
    );
    expect(response.statusCode).toBe(200);
    const noteId = response.json<{ note_id: number }>().note_id;
    await t.injectAs(pupil, post('/api/user/DeleteNote', { note_id: noteId }));
  });
});

describe('notes across schools (tenant isolation)', () => {
  it('refuses Rory reading, editing or deleting Pat’s note by id, and no note changes', async () => {
    const patsNote = await patsNoteId('Careers fair');
    const before = await allNotes(t.app.db);
    const requests = [
      post('/api/user/SaveNote', { note_id: patsNote, note_title: 'Mine now', note_text: 'x' }),
      post('/api/user/DeleteNote', { note_id: patsNote }),
      get(`/api/user/GetMyNotes?user_id=${ids.pat}`),
    ];
    for (const request of requests) {
      const response = await t.injectAs(rory, request);
      expect([request.url, response.statusCode, response.body]).toEqual([
        request.url,
        403,
        'Not authorised',
      ]);
    }
    expect(await allNotes(t.app.db)).toEqual(before);
  });

  it('refuses a note id that does not exist like someone else’s', async () => {
    const before = await allNotes(t.app.db);
    for (const request of [
      post('/api/user/SaveNote', { note_id: 2147483647, note_title: 'x', note_text: 'x' }),
      post('/api/user/DeleteNote', { note_id: 2147483647 }),
    ]) {
      const response = await t.injectAs(pupil, request);
      expect([response.statusCode, response.body]).toEqual([403, 'Not authorised']);
    }
    expect(await allNotes(t.app.db)).toEqual(before);
  });

  it('refuses a parent saving or deleting a note, and no note changes', async () => {
    const patsNote = await patsNoteId('Careers fair');
    const before = await allNotes(t.app.db);
    for (const request of [
      post('/api/user/SaveNote', { note_id: 0, note_title: 'From mum', note_text: 'x' }),
      post('/api/user/SaveNote', { note_id: patsNote, note_title: 'From mum', note_text: 'x' }),
      post('/api/user/DeleteNote', { note_id: patsNote }),
    ]) {
      const response = await t.injectAs(parent, request);
      expect([response.statusCode, response.body]).toEqual([403, 'Not authorised']);
    }
    expect(await allNotes(t.app.db)).toEqual(before);
  });
});

describe('GetResources and GetTags', () => {
  it('gives a Demo Academy pupil the school’s active resources and the global one', async () => {
    const response = await t.injectAs(pupil, get('/api/pages/GetResources'));
    expect(response.statusCode).toBe(200);
    const { resources, tags } = response.json<ResourcesReply>();
    expect(resources.map((r) => [r.weekly_task_name, r.school_name, r.tags, r.file_desc])).toEqual([
      ['Careers websites', 'Demo Academy', 'Careers', 'careers-websites.txt'],
      ['Getting started with Skillfolio', null, 'Worksheet', 'getting-started.pdf'],
      ['Interview skills video', 'Demo Academy', 'Video', 'interview-skills-still.png'],
      ['Skills audit worksheet', 'Demo Academy', 'Worksheet', 'skills-audit-worksheet.pdf'],
    ]);
    expect(resources.every((r) => r.active)).toBe(true);
    const worksheet = resources.find((r) => r.weekly_task_name === 'Skills audit worksheet');
    expect(worksheet?.weekly_task_detail).toBe(
      '<p>Print this and fill it in <strong>before</strong> your self assessment.</p>\n',
    );
    expect(worksheet?.tagids).toBe(
      String(tags.find((tag) => tag.tag_label === 'Worksheet')?.tag_id),
    );
    expect(tags.map((tag) => tag.tag_label)).toEqual(['Careers', 'Video', 'Worksheet']);
  });

  it('never shows a learner the inactive resource, nor another school’s', async () => {
    for (const cookie of [pupil, parent, rory]) {
      const { resources } = (
        await t.injectAs(cookie, get('/api/pages/GetResources'))
      ).json<ResourcesReply>();
      const names = resources.map((r) => r.weekly_task_name);
      expect(names).not.toContain('Old timetable (archived)');
      expect(names).toContain('Getting started with Skillfolio');
    }
    const rorys = (await t.injectAs(rory, get('/api/pages/GetResources'))).json<ResourcesReply>();
    expect(rorys.resources.map((r) => r.weekly_task_name)).toEqual([
      'Getting started with Skillfolio',
      'Reading record sheet',
    ]);
  });

  it('lists the school’s and the global tags by label', async () => {
    await t.app.db.insertInto('tags').values({ school_id: null, tag_label: 'Assembly' }).execute();
    const riverside = await t.app.db
      .selectFrom('schools')
      .select('school_id')
      .where('school_username', '=', 'riverside')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('tags')
      .values({ school_id: riverside.school_id, tag_label: 'Riverside only' })
      .execute();
    const pats = (await t.injectAs(pupil, get('/api/pages/GetTags'))).json<Tag[]>();
    expect(pats.map((tag) => tag.tag_label)).toEqual(['Assembly', 'Careers', 'Video', 'Worksheet']);
    const rorys = (await t.injectAs(rory, get('/api/pages/GetTags'))).json<Tag[]>();
    expect(rorys.map((tag) => tag.tag_label)).toContain('Riverside only');
  });
});

describe('ResourceFile', () => {
  it('sends the file as an attachment with its stored name and type', async () => {
    const fileId = await fileIdOf(t.app.db, 'careers-websites.txt');
    const response = await t.injectAs(pupil, get(`/api/File/ResourceFile?id=${fileId}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=careers-websites.txt',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^Careers websites\n/);
  });

  it('sends binary files byte for byte, to a parent too', async () => {
    const fileId = await fileIdOf(t.app.db, 'getting-started.pdf');
    const stored = await t.app.db
      .selectFrom('files')
      .select('content')
      .where('file_id', '=', fileId)
      .executeTakeFirstOrThrow();
    const response = await t.injectAs(parent, get(`/api/File/ResourceFile?id=${fileId}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(response.rawPayload, stored.content)).toBe(0);
  });

  it('encodes a name with spaces, quotes and accents so it cannot break the header', async () => {
    const file = await t.app.db
      .insertInto('files')
      .values({
        school_id: null,
        file_name: `Café "notes" (v2)'s.txt`,
        content_type: 'text/plain; charset=utf-8',
        size: 1,
        content: Buffer.from('x'),
        created_at: new Date().toISOString(),
      })
      .returning('file_id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('resources')
      .values({
        resource_name: 'Named file',
        resource_detail: '',
        school_id: null,
        file_id: file.file_id,
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await t.injectAs(pupil, get(`/api/File/ResourceFile?id=${file.file_id}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Cafe \\"notes\\" (v2)\'s.txt"; ' +
        "filename*=UTF-8''Caf%C3%A9%20%22notes%22%20%28v2%29%27s.txt",
    );
  });

  it('refuses Rory a Demo Academy file: Not authorised', async () => {
    const fileId = await fileIdOf(t.app.db, 'skills-audit-worksheet.pdf');
    const response = await t.injectAs(rory, get(`/api/File/ResourceFile?id=${fileId}`));
    expect([response.statusCode, response.body]).toEqual([403, 'Not authorised']);
  });

  it('refuses the inactive resource’s file, and a missing one, alike', async () => {
    const inactive = await fileIdOf(t.app.db, 'old-timetable.txt');
    for (const id of [inactive, 2147483647]) {
      const response = await t.injectAs(pupil, get(`/api/File/ResourceFile?id=${id}`));
      expect([response.statusCode, response.body]).toEqual([403, 'Not authorised']);
    }
  });

  it('answers Not Authenticated without a session', async () => {
    const fileId = await fileIdOf(t.app.db, 'getting-started.pdf');
    const response = await t.injectAs(undefined, get(`/api/File/ResourceFile?id=${fileId}`));
    expect([response.statusCode, response.body]).toEqual([401, 'Not Authenticated']);
  });
});

describe('school projects and evidence', () => {
  it('lists the school projects the pupil belongs to, by name', async () => {
    const response = await t.injectAs(pupil, get('/api/pages/GetSchoolProjects'));
    expect(response.json<SchoolProject[]>()).toEqual([
      { school_project_id: ids.workExperience, project_name: 'Work Experience' },
      { school_project_id: ids.year10, project_name: 'Year 10 Skills' },
    ]);
  });

  it('gives each piece of evidence every success criterion of the project, in order', async () => {
    const response = await t.injectAs(
      pupil,
      get(`/api/pages/GetProjectEvidence?school_project_id=${ids.year10}`),
    );
    expect(response.statusCode).toBe(200);
    const criteria = [
      'Works well with others in a team',
      'Communicates ideas clearly',
      'Sets and reviews personal targets',
    ];
    const checks = (flags: boolean[]) =>
      flags.map((isChecked, i) => ({ isChecked, text: criteria[i] }));
    expect(
      response.json<Evidence[]>().map(({ evidence_text, checkedEvidence }) => ({
        evidence_text,
        checkedEvidence: checkedEvidence.map(({ isChecked, text }) => ({ isChecked, text })),
      })),
    ).toEqual([
      {
        evidence_text: 'Led the group presentation on renewable energy',
        checkedEvidence: checks([true, true, false]),
      },
      {
        evidence_text: 'Kept a weekly target log for a whole term',
        checkedEvidence: checks([false, false, true]),
      },
    ]);
  });

  it('refuses Rory the evidence of Pat’s project', async () => {
    const response = await t.injectAs(
      rory,
      get(`/api/pages/GetProjectEvidence?school_project_id=${ids.year10}`),
    );
    expect([response.statusCode, response.body]).toEqual([403, 'Not authorised']);
  });

  it('groups the pupil’s evidence by each of their projects', async () => {
    const response = await t.injectAs(pupil, get(`/api/user/GetMyEvidence?user_id=${ids.pat}`));
    const groups = response.json<ProjectEvidence[]>();
    expect(groups.map((g) => [g.project_name, g.evidence.length])).toEqual([
      ['Work Experience', 0],
      ['Year 10 Skills', 2],
    ]);
  });
});

describe('GetReflections', () => {
  it('lists the pupil’s reflections newest first with their dates', async () => {
    const response = await t.injectAs(pupil, get('/api/pages/GetReflections'));
    expect(response.json<Reflection[]>()).toEqual([
      {
        CreateDateString: '12/02/2027',
        reflection_text: 'Leading the presentation was scary but I am glad I did it.',
      },
      {
        CreateDateString: '15/12/2026',
        reflection_text: 'This term I noticed I speak up more when I have prepared.',
      },
    ]);
    const rorys = await t.injectAs(rory, get('/api/pages/GetReflections'));
    expect(rorys.json()).toEqual([]);
  });
});

describe('GetProgress and previous grades', () => {
  it('gives each skill its grade in every assessment, oldest assessment first', async () => {
    const response = await t.injectAs(
      pupil,
      get(`/api/user/GetProgress?user_id=${ids.pat}&project_id=${ids.year10}`),
    );
    expect(response.statusCode).toBe(200);
    const progress = response.json<Progress>();
    expect(progress.assessments.map((a) => [a.assessment_id, a.assessment_name])).toEqual([
      [ids.autumn, 'Autumn 2026'],
      [ids.spring, 'Spring 2027'],
    ]);
    expect(progress.skills.map((s) => [s.parent_descriptor, s.skill_descriptor, s.grades])).toEqual(
      [
        ['Communication', 'Listening', [4, 6]],
        ['Communication', 'Speaking', [3, 5]],
        ['Teamwork', 'Collaboration', [6, null]],
        ['Teamwork', 'Leadership', [2, 4]],
        ['Self-management', 'Staying positive', [5, null]],
        ['Self-management', 'Aiming high', [6, null]],
        ['Problem solving', 'Creativity', [7, 8]],
        ['Problem solving', 'Problem solving', [5, null]],
      ],
    );
  });

  it('refuses Pat the progress of Rory’s project', async () => {
    const response = await t.injectAs(
      pupil,
      get(`/api/user/GetProgress?project_id=${ids.readingStars}`),
    );
    expect([response.statusCode, response.body]).toEqual([403, 'Not authorised']);
  });

  it('gives each skill the grade of the assessment before, and none for the first', async () => {
    const spring = await t.injectAs(
      pupil,
      get(`/api/user/GetSkillsForAssessment?assessment_id=${ids.spring}`),
    );
    const rated = spring
      .json<AssessmentSkill[]>()
      .filter((s) => s.assessment_grade_id !== 0)
      .map((s) => [s.skill_descriptor, s.previous_grade, s.previous_assessment_name]);
    expect(rated).toEqual([
      ['Listening', 4, 'Autumn 2026'],
      ['Speaking', 3, 'Autumn 2026'],
      ['Collaboration', 6, 'Autumn 2026'],
      ['Leadership', 2, 'Autumn 2026'],
      ['Staying positive', 5, 'Autumn 2026'],
      ['Aiming high', 6, 'Autumn 2026'],
      ['Creativity', 7, 'Autumn 2026'],
      ['Problem solving', 5, 'Autumn 2026'],
    ]);
    const autumn = await t.injectAs(
      pupil,
      get(`/api/user/GetSkillsForAssessment?assessment_id=${ids.autumn}`),
    );
    for (const skill of autumn.json<AssessmentSkill[]>()) {
      expect([skill.previous_grade, skill.previous_assessment_name]).toEqual([null, null]);
    }
  });

  it("takes each skill's newest earlier rating: a skill left unrated just before keeps the one before that", async () => {
    const added = await t.injectAs(
      pupil,
      post('/api/user/SaveAssessmentName', {
        newName: 'Summer 2027',
        project_id: ids.year10,
      }),
    );
    expect(added.statusCode).toBe(200);
    const summer = added.json<{ assessment_id: number }>().assessment_id;
    // The demo's dates lie ahead of the clock: place this one after Spring 2027.
    await t.app.db
      .updateTable('assessments')
      .set({ created_at: '2027-06-01T09:00:00.000Z' })
      .where('assessment_id', '=', summer)
      .execute();
    const response = await t.injectAs(
      pupil,
      get(`/api/user/GetSkillsForAssessment?assessment_id=${summer}`),
    );
    const previous = new Map(
      response
        .json<AssessmentSkill[]>()
        .filter((s) => s.assessment_grade_id !== 0)
        .map((s) => [s.skill_descriptor, [s.previous_grade, s.previous_assessment_name]]),
    );
    expect(previous.get('Listening')).toEqual([6, 'Spring 2027']);
    // Rated 6 in Autumn but not in Spring: the marker still says what Autumn gave it.
    expect(previous.get('Collaboration')).toEqual([6, 'Autumn 2026']);
  });
});
