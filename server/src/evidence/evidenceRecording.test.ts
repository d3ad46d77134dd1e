/**
 * Recording evidence: a pupil adds, edits and removes their own (text, one of a link, a note
 * or a file, criteria of that project only); a teacher of the pupil's project reads it and
 * marks it seen; a parent reads only; nobody else reaches it. Every refused write is proven
 * by comparing rows before and after. Uploads: the resources' size limit and type judgement.
 */
import type { InjectOptions } from 'fastify';
import { EVIDENCE_REFUSAL, RESOURCE_REFUSAL } from '@skillfolio/shared/wire';
import type { Evidence, SavedFile } from '@skillfolio/shared/types';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { demoLearnerIds, userIdOf, type DemoLearnerIds } from '../../test/support/learnerRows';
import { sweepPendingFiles } from '../files/fileStore';
import { eraseUserData, exportUserData } from '../privacy/userData';

const BOUNDARY = '----skillfolio-evidence-boundary';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(600)]);

function uploadOf(fileName: string, content: Buffer): InjectOptions {
  return {
    method: 'POST',
    url: '/api/user/SaveEvidenceFile',
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
        'latin1',
      ),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'latin1'),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

let t: TestApp;
let ids: DemoLearnerIds;
let pupil: string;
let parent: string;
let teacher: string;
let head: string;
let riversideHead: string;
let riversidePupil: string;
/** Year 10 Skills' criteria, in order. */
let criteria: number[];
/** A criterion of Work Experience, Pat's other project. */
let otherCriterion: number;

async function snapshot() {
  const db = t.app.db;
  return {
    evidence: await db.selectFrom('evidence').selectAll().orderBy('evidence_id').execute(),
    checks: await db
      .selectFrom('evidence_criteria')
      .selectAll()
      .orderBy('evidence_id')
      .orderBy('success_criteria_id')
      .execute(),
    files: await db
      .selectFrom('files')
      .select(['file_id', 'file_name', 'school_id', 'uploaded_by'])
      .orderBy('file_id')
      .execute(),
  };
}

function post(url: string, payload: object): InjectOptions {
  return { method: 'POST', url, payload };
}

function add(overrides: Record<string, unknown> = {}): InjectOptions {
  return post('/api/user/AddEvidence', {
    school_project_id: ids.year10,
    evidence_text: 'I led the group presentation.',
    success_criteria_ids: [],
    link_url: '',
    note_id: 0,
    file_id: 0,
    ...overrides,
  });
}

async function uploadPdf(cookie = pupil): Promise<SavedFile> {
  const res = await t.injectAs(cookie, uploadOf('poster.pdf', PDF));
  expect({ status: res.statusCode, body: res.body }).toEqual({
    status: 200,
    body: expect.any(String),
  });
  return res.json<SavedFile>();
}

async function addEvidence(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await t.injectAs(pupil, add(overrides));
  expect({ status: res.statusCode, body: res.body }).toEqual({
    status: 200,
    body: expect.any(String),
  });
  return res.json<{ evidence_id: number }>().evidence_id;
}

async function projectEvidence(cookie = pupil): Promise<Evidence[]> {
  const res = await t.injectAs(cookie, {
    method: 'GET',
    url: `/api/pages/GetProjectEvidence?school_project_id=${ids.year10}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Evidence[]>();
}

async function refusedWithout(
  cookie: string,
  request: InjectOptions,
  status: number,
  body?: unknown,
): Promise<void> {
  const before = await snapshot();
  const res = await t.injectAs(cookie, request);
  expect(res.statusCode).toBe(status);
  if (body !== undefined) expect(res.json()).toEqual(body);
  expect(await snapshot()).toEqual(before);
}

beforeAll(async () => {
  t = await buildTestApp({ config: { maxUploadMb: 1 } });
  ids = await demoLearnerIds(t.app.db);
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  parent = await t.login({
    username: 'pupil',
    schoolUsername: 'demoacademy',
    password: 'parent-password',
  });
  teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
  riversidePupil = await t.login({ username: 'pupil', schoolUsername: 'riverside' });
  // Year 10 Skills has three criteria in the demo.
  criteria = (
    await t.app.db
      .selectFrom('success_criteria')
      .select('success_criteria_id')
      .where('school_project_id', '=', ids.year10)
      .orderBy('ordering_index')
      .execute()
  ).map((row) => row.success_criteria_id);
  otherCriterion = (
    await t.app.db
      .insertInto('success_criteria')
      .values({
        school_project_id: ids.workExperience,
        success_criteria_text: 'Arrives on time',
        ordering_index: 1,
      })
      .returning('success_criteria_id')
      .executeTakeFirstOrThrow()
  ).success_criteria_id;
});
afterAll(() => t.close());

describe('a pupil records evidence', () => {
  test('with a file and a criterion; the pupil, the parent and the teacher read it and the file', async () => {
    const file = await uploadPdf();
    const evidenceId = await addEvidence({
      file_id: file.file_id,
      success_criteria_ids: [criteria[1]],
    });
    const first = (await projectEvidence()).find((e) => e.evidence_id === evidenceId);
    expect(first).toMatchObject({
      evidence_id: evidenceId,
      evidence_text: 'I led the group presentation.',
      file: { file_id: file.file_id, file_name: 'poster.pdf' },
      link_url: null,
      note: null,
      seen: null,
    });
    expect(first?.checkedEvidence.map((c) => c.isChecked)).toEqual(criteria.map((_, i) => i === 1));
    // The file is the pupil's school's, so it goes when the school goes.
    const stored = await t.app.db
      .selectFrom('files')
      .select('school_id')
      .where('file_id', '=', file.file_id)
      .executeTakeFirstOrThrow();
    expect(stored.school_id).not.toBeNull();

    expect((await projectEvidence(parent)).map((e) => e.evidence_id)).toContain(evidenceId);
    for (const [cookie, url] of [
      [pupil, `/api/user/EvidenceFile?file_id=${file.file_id}`],
      [parent, `/api/user/EvidenceFile?file_id=${file.file_id}`],
      [teacher, `/api/staff/PupilEvidenceFile?file_id=${file.file_id}`],
      [head, `/api/staff/PupilEvidenceFile?file_id=${file.file_id}`],
    ] as const) {
      const res = await t.injectAs(cookie, { method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-disposition']).toContain('poster.pdf');
    }
    const staffView = await t.injectAs(teacher, {
      method: 'GET',
      url: `/api/staff/PupilEvidence?user_id=${ids.pat}&school_project_id=${ids.year10}`,
    });
    expect(staffView.json<Evidence[]>().map((e) => e.evidence_id)).toContain(evidenceId);
  });

  test('nobody else downloads the file or reads the evidence', async () => {
    const file = await uploadPdf();
    await addEvidence({ file_id: file.file_id });
    for (const [cookie, url] of [
      [riversidePupil, `/api/user/EvidenceFile?file_id=${file.file_id}`],
      [teacher, `/api/user/EvidenceFile?file_id=${file.file_id}`],
      [riversideHead, `/api/staff/PupilEvidenceFile?file_id=${file.file_id}`],
      [pupil, `/api/staff/PupilEvidenceFile?file_id=${file.file_id}`],
      [parent, `/api/staff/PupilEvidenceFile?file_id=${file.file_id}`],
      // A resource's download never hands out a pupil's evidence file.
      [pupil, `/api/File/ResourceFile?id=${file.file_id}`],
      [
        riversideHead,
        `/api/staff/PupilEvidence?user_id=${ids.pat}&school_project_id=${ids.year10}`,
      ],
    ] as const) {
      const res = await t.injectAs(cookie, { method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
  });

  test('with a link or one of their notes; removing the note unlinks it', async () => {
    const linked = await addEvidence({ link_url: ' https://example.org/my-blog ' });
    const noted = await addEvidence({ note_id: ids.patNote });
    const evidence = await projectEvidence();
    expect(evidence.find((e) => e.evidence_id === linked)?.link_url).toBe(
      'https://example.org/my-blog',
    );
    expect(evidence.find((e) => e.evidence_id === noted)?.note).toEqual({
      note_id: ids.patNote,
      note_title: 'Careers fair',
    });
    const removed = await t.injectAs(pupil, post('/api/user/DeleteNote', { note_id: ids.patNote }));
    expect(removed.statusCode).toBe(200);
    const after = (await projectEvidence()).find((e) => e.evidence_id === noted);
    expect(after).toMatchObject({ note: null, evidence_text: 'I led the group presentation.' });
  });
});

describe('what is refused, changing nothing', () => {
  test('criteria of another project, even the pupil’s own other project', async () => {
    await refusedWithout(pupil, add({ success_criteria_ids: [criteria[0], otherCriterion] }), 400, {
      error: EVIDENCE_REFUSAL.criterionNotOfProject,
    });
  });

  test('a link that is not http(s), or too long; two attachments; no text', async () => {
    for (const link of ['javascript:alert(1)', 'ftp://example.org/x', 'example.org', 'https://']) {
      await refusedWithout(pupil, add({ link_url: link }), 400, {
        error: EVIDENCE_REFUSAL.badLink,
      });
    }
    await refusedWithout(pupil, add({ link_url: `https://example.org/${'a'.repeat(500)}` }), 400, {
      error: EVIDENCE_REFUSAL.linkTooLong,
    });
    await refusedWithout(
      pupil,
      add({ link_url: 'https://example.org', note_id: 0, file_id: (await uploadPdf()).file_id }),
      400,
      {
        error: EVIDENCE_REFUSAL.oneAttachment,
      },
    );
    await refusedWithout(pupil, add({ evidence_text: '   ' }), 400, {
      error: EVIDENCE_REFUSAL.textRequired,
    });
    await refusedWithout(pupil, add({ evidence_text: 'x'.repeat(2001) }), 400, {
      error: EVIDENCE_REFUSAL.textTooLong,
    });
  });

  test('a file too big or of a refused type is not stored', async () => {
    await refusedWithout(
      pupil,
      uploadOf('big.pdf', Buffer.concat([PDF, Buffer.alloc(1024 * 1024)])),
      400,
      {
        error: RESOURCE_REFUSAL.tooLarge(1),
      },
    );
    const program = await t.injectAs(pupil, uploadOf('homework.pdf', ELF));
    expect(program.statusCode).toBe(400);
    expect(program.json<{ error: string }>().error).toMatch(/Programs and scripts/);
  });

  test('a parent’s session writes nothing', async () => {
    const evidenceId = await addEvidence();
    await refusedWithout(parent, add(), 403);
    await refusedWithout(
      parent,
      post('/api/user/SaveEvidence', {
        evidence_id: evidenceId,
        school_project_id: ids.year10,
        evidence_text: 'changed',
        success_criteria_ids: [],
        link_url: '',
        note_id: 0,
        file_id: 0,
      }),
      403,
    );
    await refusedWithout(
      parent,
      post('/api/user/RemoveEvidence', { evidence_id: evidenceId }),
      403,
    );
    await refusedWithout(parent, uploadOf('poster.pdf', PDF), 403);
    await refusedWithout(
      parent,
      post('/api/staff/MarkEvidenceSeen', { evidence_id: evidenceId, seen: true }),
      403,
    );
  });

  test('another pupil neither edits nor removes it, nor uses its file or another’s upload', async () => {
    const file = await uploadPdf();
    const evidenceId = await addEvidence({ file_id: file.file_id });
    const save = {
      evidence_id: evidenceId,
      school_project_id: ids.readingStars,
      evidence_text: 'mine now',
      success_criteria_ids: [],
      link_url: '',
      note_id: 0,
      file_id: 0,
    };
    await refusedWithout(riversidePupil, post('/api/user/SaveEvidence', save), 403);
    await refusedWithout(
      riversidePupil,
      post('/api/user/RemoveEvidence', { evidence_id: evidenceId }),
      403,
    );
    await refusedWithout(
      riversidePupil,
      post('/api/user/AddEvidence', {
        ...save,
        evidence_id: undefined,
        file_id: file.file_id,
      }),
      403,
    );
    // Pat's own upload, already part of one piece, is not taken by a second.
    await refusedWithout(pupil, add({ file_id: file.file_id }), 400, {
      error: EVIDENCE_REFUSAL.fileTaken,
    });
    // Nor moved to another project by an edit.
    await refusedWithout(
      pupil,
      post('/api/user/SaveEvidence', {
        ...save,
        school_project_id: ids.workExperience,
      }),
      403,
    );
  });
});

describe('edits and removal', () => {
  test('an edit replaces text, criteria and attachment, deletes the old file, and keeps "seen"', async () => {
    const file = await uploadPdf();
    const evidenceId = await addEvidence({
      file_id: file.file_id,
      success_criteria_ids: [criteria[0]],
    });
    const seen = await t.injectAs(
      teacher,
      post('/api/staff/MarkEvidenceSeen', { evidence_id: evidenceId, seen: true }),
    );
    expect(seen.statusCode).toBe(200);
    const res = await t.injectAs(
      pupil,
      post('/api/user/SaveEvidence', {
        evidence_id: evidenceId,
        school_project_id: ids.year10,
        evidence_text: 'I led it and wrote it up.',
        success_criteria_ids: [criteria[1], criteria[2]],
        link_url: 'http://example.org/write-up',
        note_id: 0,
        file_id: 0,
      }),
    );
    expect({ status: res.statusCode, body: res.body }).toEqual({
      status: 200,
      body: '{"ok":true}',
    });
    const piece = (await projectEvidence()).find((e) => e.evidence_id === evidenceId);
    expect(piece).toMatchObject({
      evidence_text: 'I led it and wrote it up.',
      link_url: 'http://example.org/write-up',
      file: null,
      seen: { by: 'Tom Teacher' },
    });
    expect(piece?.checkedEvidence.map((c) => c.isChecked)).toEqual(
      criteria.map((_, i) => i === 1 || i === 2),
    );
    const files = await t.app.db
      .selectFrom('files')
      .select('file_id')
      .where('file_id', '=', file.file_id)
      .execute();
    const chunks = await t.app.db
      .selectFrom('file_chunks')
      .select('seq')
      .where('file_id', '=', file.file_id)
      .execute();
    expect([files, chunks]).toEqual([[], []]);
  });

  test('removing evidence removes its ticks and its file', async () => {
    const file = await uploadPdf();
    const evidenceId = await addEvidence({ file_id: file.file_id, success_criteria_ids: criteria });
    const res = await t.injectAs(
      pupil,
      post('/api/user/RemoveEvidence', { evidence_id: evidenceId }),
    );
    expect(res.statusCode).toBe(200);
    const db = t.app.db;
    expect(
      await db
        .selectFrom('evidence')
        .select('evidence_id')
        .where('evidence_id', '=', evidenceId)
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('evidence_criteria')
        .select('evidence_id')
        .where('evidence_id', '=', evidenceId)
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('files').select('file_id').where('file_id', '=', file.file_id).execute(),
    ).toEqual([]);
  });

  test('the sweep of uploads nothing took keeps a file evidence holds', async () => {
    const held = await uploadPdf();
    await addEvidence({ file_id: held.file_id });
    const loose = await uploadPdf();
    await sweepPendingFiles(t.app.db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    const left = await t.app.db
      .selectFrom('files')
      .select('file_id')
      .where('file_id', 'in', [held.file_id, loose.file_id])
      .execute();
    expect(left.map((row) => row.file_id)).toEqual([held.file_id]);
  });
});

describe('a teacher marks evidence seen', () => {
  test('the teacher of the project marks and un-marks; the pupil sees who and when', async () => {
    const evidenceId = await addEvidence();
    const mark = await t.injectAs(
      teacher,
      post('/api/staff/MarkEvidenceSeen', { evidence_id: evidenceId, seen: true }),
    );
    expect(mark.statusCode).toBe(200);
    const seen = (await projectEvidence()).find((e) => e.evidence_id === evidenceId)?.seen;
    expect(seen).toEqual({ by: 'Tom Teacher', on: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/) });
    const myEvidence = await t.injectAs(parent, {
      method: 'GET',
      url: `/api/user/GetMyEvidence?user_id=${ids.pat}`,
    });
    const inMine = myEvidence
      .json<Array<{ evidence: Evidence[] }>>()
      .flatMap((p) => p.evidence)
      .find((e) => e.evidence_id === evidenceId);
    expect(inMine?.seen?.by).toBe('Tom Teacher');
    const unmark = await t.injectAs(
      teacher,
      post('/api/staff/MarkEvidenceSeen', { evidence_id: evidenceId, seen: false }),
    );
    expect(unmark.statusCode).toBe(200);
    expect((await projectEvidence()).find((e) => e.evidence_id === evidenceId)?.seen).toBeNull();
  });

  test('another school’s admin, and the pupil, cannot mark it', async () => {
    const evidenceId = await addEvidence();
    const mark = post('/api/staff/MarkEvidenceSeen', { evidence_id: evidenceId, seen: true });
    await refusedWithout(riversideHead, mark, 403);
    await refusedWithout(pupil, mark, 403);
  });
});

describe('the pupil’s data', () => {
  test('the export has the new columns and the file; erasure deletes the file', async () => {
    const file = await uploadPdf();
    const evidenceId = await addEvidence({
      file_id: file.file_id,
      success_criteria_ids: [criteria[0]],
    });
    await t.injectAs(
      teacher,
      post('/api/staff/MarkEvidenceSeen', { evidence_id: evidenceId, seen: true }),
    );
    const pat = await userIdOf(t.app.db, 'demoacademy', 'pupil');
    const exported = await exportUserData(t.app.db, pat, new Date());
    expect(exported.tables.evidence).toContainEqual(
      expect.objectContaining({
        evidence_id: evidenceId,
        file_id: file.file_id,
        link_url: null,
        seen_by: expect.any(Number),
        seen_at: expect.any(String),
      }),
    );
    expect(exported.tables.files).toContainEqual(
      expect.objectContaining({ file_id: file.file_id, file_name: 'poster.pdf' }),
    );

    await t.app.db.transaction().execute((trx) => eraseUserData(trx, pat));
    const files = await t.app.db
      .selectFrom('files')
      .select('file_id')
      .where('file_id', '=', file.file_id)
      .execute();
    const chunks = await t.app.db
      .selectFrom('file_chunks')
      .select('seq')
      .where('file_id', '=', file.file_id)
      .execute();
    expect([files, chunks]).toEqual([[], []]);
    // The school's resource files stay.
    const resourceFile = await t.app.db
      .selectFrom('files')
      .select('file_id')
      .where('file_id', '=', ids.demoFile)
      .execute();
    expect(resourceFile).toHaveLength(1);
  });
});
