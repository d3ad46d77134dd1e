/**
 * The resource managers and file uploads: tenancy (a school admin reaches only the current
 * school's resources, files and tags; only a global admin saves global ones; learners and
 * parents write nothing), the upload rules (size limit, real type from the bytes, nothing
 * stored when refused or interrupted) and the sweep of files no resource took.
 */
import net from 'node:net';
import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import { RESOURCE_REFUSAL } from '@skillfolio/shared/wire';
import type { AdminResource, GlobalResourcesReply, SavedFile, Tag } from '@skillfolio/shared/types';
import { uploadsInProgressDir } from '../files/spool';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../plugins/guard';

const BOUNDARY = '----skillfolio-test-boundary';

/** A small but real PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** The first bytes of a Linux program. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(600)]);

function multipart(fileName: string): { head: Buffer; tail: Buffer } {
  return {
    head: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      'latin1',
    ),
    tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'latin1'),
  };
}

function uploadOf(fileName: string, content: Buffer): InjectOptions {
  const { head, tail } = multipart(fileName);
  return {
    method: 'POST',
    url: '/api/User/SaveFile',
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

let t: TestApp;
let head: string;
let riversideHead: string;
let globalAdmin: string;
let pupil: string;
let parent: string;
let now = new Date('2026-12-02T09:00:00.000Z');

async function snapshot() {
  const [resources, tags, resourceTags, files, chunks] = await Promise.all([
    t.app.db.selectFrom('resources').selectAll().orderBy('resource_id').execute(),
    t.app.db.selectFrom('tags').selectAll().orderBy('tag_id').execute(),
    t.app.db
      .selectFrom('resource_tags')
      .selectAll()
      .orderBy('resource_id')
      .orderBy('tag_id')
      .execute(),
    t.app.db
      .selectFrom('files')
      .select(['file_id', 'school_id', 'file_name', 'size', 'uploaded_by'])
      .orderBy('file_id')
      .execute(),
    t.app.db.selectFrom('file_chunks').select(['file_id', 'seq']).orderBy('file_id').execute(),
  ]);
  return { resources, tags, resourceTags, files, chunks };
}

async function resourceNamed(name: string) {
  return t.app.db
    .selectFrom('resources')
    .selectAll()
    .where('resource_name', '=', name)
    .executeTakeFirstOrThrow();
}

async function upload(cookie: string, fileName: string, content: Buffer): Promise<SavedFile> {
  const res = await t.injectAs(cookie, uploadOf(fileName, content));
  expect({ status: res.statusCode, body: res.body }).toEqual({
    status: 200,
    body: expect.any(String),
  });
  return res.json<SavedFile>();
}

/** Uploads still in this app's own folder for uploads in progress. */
function tempUploads(): string[] {
  const dir = uploadsInProgressDir(t.config.dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** Waits until the server has noticed the client went away and cleaned up, or 5 s pass. */
async function settled(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, config: { maxUploadMb: 3 } });
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
  globalAdmin = await t.login({ username: 'admin@skillfolio.test', loginMode: 'E' });
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  parent = await t.login({
    username: 'pupil',
    schoolUsername: 'demoacademy',
    password: 'parent-password',
  });
});
afterAll(() => t.close());

describe('uploading and saving a resource', () => {
  test('a school admin uploads a PDF, saves it with two tags, and a pupil downloads the same bytes', async () => {
    const file = await upload(head, 'Revision plan.pdf', PDF);
    expect(file).toMatchObject({
      file_name: 'Revision plan.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    const tags = (await t.injectAs(head, { method: 'GET', url: '/api/pages/GetTags' })).json<
      Tag[]
    >();
    const careers = tags.find((tag) => tag.tag_label === 'Careers');
    const newTag = (
      await t.injectAs(head, {
        method: 'POST',
        url: '/api/admin/SaveTag',
        payload: { tag_label: ' Revision ' },
      })
    ).json<Tag>();
    expect(newTag.tag_label).toBe('Revision');
    const again = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/SaveTag',
      payload: { tag_label: 'REVISION' },
    });
    expect(again.json<Tag>().tag_id).toBe(newTag.tag_id);

    const save = await t.injectAs(head, {
      method: 'POST',
      url: '/api/pages/SaveResource',
      payload: {
        id: 0,
        name: 'Revision plan',
        detail: 'Plan **each** week.',
        active: true,
        tags: [careers?.tag_id, newTag.tag_id],
        file_id: file.file_id,
      },
    });
    expect({ status: save.statusCode, body: save.body }).toEqual({ status: 200, body: 'true' });

    const listed = (
      await t.injectAs(head, { method: 'GET', url: '/api/admin/ListResourcesForSchool' })
    ).json<AdminResource[]>();
    const saved = listed.find((r) => r.weekly_task_name === 'Revision plan');
    expect(saved).toMatchObject({
      weekly_task_detail: '<p>Plan <strong>each</strong> week.</p>\n',
      detail_text: 'Plan **each** week.',
      tags: 'Careers, Revision',
      file_desc: 'Revision plan.pdf',
      active: true,
    });
    const download = await t.injectAs(pupil, {
      method: 'GET',
      url: `/api/File/ResourceFile?id=${file.file_id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Revision plan.pdf"',
    );
  });

  test('a file larger than the limit is refused with a clear message and nothing is stored', async () => {
    const before = await snapshot();
    const res = await t.injectAs(
      head,
      uploadOf('big.pdf', Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024)])),
    );
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { error: RESOURCE_REFUSAL.tooLarge(3) },
    });
    expect(await snapshot()).toEqual(before);
    expect(tempUploads()).toEqual([]);
  });

  test('a program named .pdf, a script and a macro document are refused, naming why, and nothing is stored', async () => {
    const before = await snapshot();
    const cases: Array<[string, Buffer, string]> = [
      ['worksheet.pdf', ELF, RESOURCE_REFUSAL.program('a Linux program')],
      [
        'notes.pdf',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
        RESOURCE_REFUSAL.program('a Windows program'),
      ],
      ['run.txt', Buffer.from('#!/bin/sh\nrm -rf ~\n'), RESOURCE_REFUSAL.program('a script')],
      [
        'page.html',
        Buffer.from('<html><script>alert(1)</script></html>'),
        RESOURCE_REFUSAL.program('a .html file'),
      ],
      ['invoice.vbs', Buffer.from('MsgBox "hi"'), RESOURCE_REFUSAL.program('a .vbs file')],
      [
        'budget.xlsx',
        Buffer.concat([
          Buffer.from('PK\x03\x04\x14\x00\x06\x00', 'latin1'),
          Buffer.alloc(40),
          Buffer.from('xl/vbaProject.bin'),
        ]),
        RESOURCE_REFUSAL.macros,
      ],
      ['mystery.dat', Buffer.from([1, 2, 3, 4, 0, 0, 9]), RESOURCE_REFUSAL.unknownType],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await t.injectAs(head, uploadOf(name, bytes));
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({
        name,
        status: 400,
        body: { error: message },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a CSV is stored as text and a file spanning several chunks comes back whole', async () => {
    const csv = await upload(head, 'marks.csv', Buffer.from('name,mark\nAda,9\n'));
    expect(csv.content_type).toBe('text/csv; charset=utf-8');
    // 2.5 MB: three chunks in the database, streamed back in order.
    const bytes = Buffer.concat([PDF, Buffer.alloc(2.5 * 1024 * 1024, 7)]);
    const big = await upload(head, 'big.pdf', bytes);
    const chunks = await t.app.db
      .selectFrom('file_chunks')
      .select('seq')
      .where('file_id', '=', big.file_id)
      .execute();
    expect(chunks).toHaveLength(3);
    const resource = await resourceNamed('Skills audit worksheet');
    const save = await t.injectAs(head, {
      method: 'POST',
      url: '/api/pages/SaveResource',
      payload: {
        id: resource.resource_id,
        name: 'Skills audit worksheet',
        detail: 'x',
        active: true,
        tags: [],
        file_id: big.file_id,
      },
    });
    expect(save.statusCode).toBe(200);
    const download = await t.injectAs(pupil, {
      method: 'GET',
      url: `/api/File/ResourceFile?id=${big.file_id}`,
    });
    expect(download.rawPayload.equals(bytes)).toBe(true);
    // The file it replaced went with the save.
    const old = await t.app.db
      .selectFrom('files')
      .select('file_id')
      .where('file_id', '=', resource.file_id ?? 0)
      .execute();
    expect(old).toEqual([]);
  });

  test('an interrupted upload stores nothing and leaves no temp file', async () => {
    const before = await snapshot();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const { head: partHead } = multipart('cut.pdf');
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/User/SaveFile HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${head}\r\n` +
            `${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\n` +
            `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 500000\r\n\r\n`,
        );
        socket.write(partHead);
        socket.write(PDF);
        // Half the promised body, then the client goes away.
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
      socket.on('error', reject);
    });
    // The server notices the cut in its own time: wait for it rather than guess how long.
    await settled(
      async () =>
        tempUploads().length === 0 && JSON.stringify(await snapshot()) === JSON.stringify(before),
    );
    expect(await snapshot()).toEqual(before);
    expect(tempUploads()).toEqual([]);
  });
});

describe('tenancy', () => {
  test('Riverside’s head cannot list, read, change or remove Demo Academy resources, files or tags by id', async () => {
    const demo = await resourceNamed('Careers websites');
    const inactive = await resourceNamed('Old timetable (archived)');
    const demoTag = (
      await t.injectAs(head, {
        method: 'POST',
        url: '/api/admin/SaveTag',
        payload: { tag_label: 'Demo only' },
      })
    ).json<Tag>();
    const pending = await upload(head, 'pending.pdf', PDF);
    const riversideSchool = await t.app.db
      .selectFrom('schools')
      .select('school_id')
      .where('school_username', '=', 'riverside')
      .executeTakeFirstOrThrow();
    const demoSchool = demo.school_id;

    const listed = (
      await t.injectAs(riversideHead, { method: 'GET', url: '/api/admin/ListResourcesForSchool' })
    ).json<AdminResource[]>();
    expect(listed.map((r) => r.weekly_task_name)).toEqual(['Reading record sheet']);

    const reads = [demo.file_id, inactive.file_id, pending.file_id];
    for (const id of reads) {
      const res = await t.injectAs(riversideHead, {
        method: 'GET',
        url: `/api/File/ResourceFile?id=${id}`,
      });
      expect({ id, status: res.statusCode }).toEqual({ id, status: 403 });
    }

    const before = await snapshot();
    const save = (payload: Record<string, unknown>): InjectOptions => ({
      method: 'POST',
      url: '/api/pages/SaveResource',
      payload: { id: 0, name: 'Taken', detail: '', active: true, tags: [], file_id: 0, ...payload },
    });
    const attempts: InjectOptions[] = [
      save({ id: demo.resource_id }),
      save({ id: inactive.resource_id, active: true }),
      save({ file_id: demo.file_id }),
      save({ file_id: pending.file_id }),
      save({ tags: [demoTag.tag_id] }),
      save({ school_id: demoSchool }),
      { method: 'POST', url: '/api/User/RemoveFile', payload: { file_id: pending.file_id } },
      { method: 'POST', url: '/api/User/RemoveFile', payload: { file_id: demo.file_id } },
    ];
    for (const attempt of attempts) {
      const res = await t.injectAs(riversideHead, attempt);
      expect({ payload: attempt.payload, status: res.statusCode, body: res.body }).toEqual({
        payload: attempt.payload,
        status: 403,
        body: 'Not authorised',
      });
    }
    expect(await snapshot()).toEqual(before);
    // Their own school_id is fine, and the resource is theirs whatever they send.
    const own = await t.injectAs(
      riversideHead,
      save({ school_id: riversideSchool.school_id, name: 'Ours' }),
    );
    expect(own.statusCode).toBe(200);
    expect((await resourceNamed('Ours')).school_id).toBe(riversideSchool.school_id);
  });

  test('a school admin cannot save a global resource or tag, nor edit one through the school route', async () => {
    const global = await resourceNamed('Getting started with Skillfolio');
    const before = await snapshot();
    const attempts: InjectOptions[] = [
      {
        method: 'POST',
        url: '/api/siteadmin/SaveResource',
        payload: {
          resource_id: 0,
          resource_name: 'Mine',
          resource_detail: '',
          Files: [],
          tags: [],
        },
      },
      {
        method: 'POST',
        url: '/api/siteadmin/SaveResource',
        payload: {
          resource_id: global.resource_id,
          resource_name: 'Mine',
          resource_detail: '',
          Files: [],
          tags: [],
        },
      },
      { method: 'POST', url: '/api/siteadmin/SaveTag', payload: { tag_label: 'Everyone' } },
      {
        method: 'POST',
        url: '/api/pages/SaveResource',
        payload: {
          id: global.resource_id,
          name: 'Mine',
          detail: '',
          active: false,
          tags: [],
          file_id: 0,
        },
      },
      {
        method: 'POST',
        url: '/api/pages/SaveResource',
        payload: {
          id: 0,
          name: 'Mine',
          detail: '',
          active: true,
          tags: [],
          file_id: global.file_id,
        },
      },
    ];
    for (const attempt of attempts) {
      const res = await t.injectAs(head, attempt);
      expect({ url: attempt.url, status: res.statusCode }).toEqual({
        url: attempt.url,
        status: 403,
      });
    }
    const list = await t.injectAs(head, {
      method: 'GET',
      url: '/api/siteadmin/ListGlobalResources',
    });
    expect(list.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  test('a pupil and a parent can neither upload, remove, nor save resources or tags', async () => {
    const pending = await upload(head, 'pending-2.pdf', PDF);
    const before = await snapshot();
    for (const cookie of [pupil, parent]) {
      const attempts: InjectOptions[] = [
        uploadOf('x.pdf', PDF),
        { method: 'POST', url: '/api/User/RemoveFile', payload: { file_id: pending.file_id } },
        {
          method: 'POST',
          url: '/api/pages/SaveResource',
          payload: { id: 0, name: 'x', detail: '', active: true, tags: [], file_id: 0 },
        },
        { method: 'POST', url: '/api/admin/SaveTag', payload: { tag_label: 'x' } },
        {
          method: 'POST',
          url: '/api/siteadmin/SaveResource',
          payload: { resource_id: 0, resource_name: 'x', resource_detail: '', Files: [], tags: [] },
        },
      ];
      for (const attempt of attempts) {
        const res = await t.injectAs(cookie, attempt);
        expect({ url: attempt.url, status: res.statusCode }).toEqual({
          url: attempt.url,
          status: 403,
        });
      }
      const list = await t.injectAs(cookie, {
        method: 'GET',
        url: '/api/admin/ListResourcesForSchool',
      });
      expect(list.statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('one admin cannot attach or remove a file another admin uploaded and has not saved', async () => {
    const teacherFile = await upload(globalAdmin, 'admin-upload.pdf', PDF);
    const before = await snapshot();
    const attach = await t.injectAs(head, {
      method: 'POST',
      url: '/api/pages/SaveResource',
      payload: {
        id: 0,
        name: 'x',
        detail: '',
        active: true,
        tags: [],
        file_id: teacherFile.file_id,
      },
    });
    expect(attach.statusCode).toBe(403);
    const remove = await t.injectAs(head, {
      method: 'POST',
      url: '/api/User/RemoveFile',
      payload: { file_id: teacherFile.file_id },
    });
    expect(remove.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('global resources', () => {
  test('a global admin saves a global resource with a global tag, and pupils of both schools download it', async () => {
    const file = await upload(globalAdmin, 'For everyone.pdf', PDF);
    const tag = (
      await t.injectAs(globalAdmin, {
        method: 'POST',
        url: '/api/siteadmin/SaveTag',
        payload: { tag_label: 'Everyone' },
      })
    ).json<Tag>();
    const save = await t.injectAs(globalAdmin, {
      method: 'POST',
      url: '/api/siteadmin/SaveResource',
      payload: {
        resource_id: 0,
        resource_name: 'For everyone',
        resource_detail: 'All schools',
        school_id: 0,
        Files: [file.file_id],
        tags: [tag.tag_id],
      },
    });
    expect({ status: save.statusCode, body: save.json() }).toEqual({
      status: 200,
      body: { ok: true },
    });
    const saved = await resourceNamed('For everyone');
    expect(saved.school_id).toBeNull();

    const list = (
      await t.injectAs(globalAdmin, { method: 'GET', url: '/api/siteadmin/ListGlobalResources' })
    ).json<GlobalResourcesReply>();
    expect(list.resources.map((r) => r.weekly_task_name)).toContain('For everyone');
    expect(list.resources.every((r) => r.school_id === null)).toBe(true);
    expect(list.tags.map((x) => x.tag_label)).toContain('Everyone');

    const riversidePupil = await t.login({ username: 'pupil', schoolUsername: 'riverside' });
    for (const cookie of [pupil, riversidePupil]) {
      const res = await t.injectAs(cookie, {
        method: 'GET',
        url: `/api/File/ResourceFile?id=${file.file_id}`,
      });
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
  });
});

describe('files no resource took', () => {
  test('an upload removed before saving is gone at once, and one never saved is swept a day later', async () => {
    const removed = await upload(head, 'removed.pdf', PDF);
    const res = await t.injectAs(head, {
      method: 'POST',
      url: '/api/User/RemoveFile',
      payload: { file_id: removed.file_id },
    });
    expect(res.json()).toEqual({ ok: true });
    const forgotten = await upload(head, 'forgotten.pdf', PDF);
    const kept = await resourceNamed('Careers websites');
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    // An admin's session does not last a day idle: log in again.
    head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    const later = await upload(head, 'later.pdf', PDF);
    const ids = (await t.app.db.selectFrom('files').select('file_id').execute()).map(
      (f) => f.file_id,
    );
    expect(ids).not.toContain(removed.file_id);
    expect(ids).not.toContain(forgotten.file_id);
    expect(ids).toContain(later.file_id);
    expect(ids).toContain(kept.file_id);
    const orphanChunks = await t.app.db
      .selectFrom('file_chunks')
      .select('file_id')
      .where('file_id', 'in', [removed.file_id, forgotten.file_id])
      .execute();
    expect(orphanChunks).toEqual([]);
  });
});
