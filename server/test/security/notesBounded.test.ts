/**
 * One learner cannot make reading notes (or resources) expensive for the server: a user's
 * notes are capped in number and in characters all told, with a clear message, and each
 * note's HTML is made once when it is saved, so a read renders nothing.
 */
import type { InjectOptions } from 'fastify';
import type { Note, ResourcesReply } from '@skillfolio/shared/types';
import {
  NOTE_REFUSAL,
  NOTE_TEXT_MAX,
  NOTES_PER_USER_MAX,
  NOTES_TEXT_TOTAL_MAX,
} from '@skillfolio/shared/wire';
import { migrateToLatest } from '../../src/db/migrator';
import { buildTestApp, type TestApp } from '../support/buildTestApp';
import { userIdOf } from '../support/learnerRows';

let t: TestApp;
let pupil: string;
let patId: number;
beforeAll(async () => {
  t = await buildTestApp();
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  patId = await userIdOf(t.app.db, 'demoacademy', 'pupil');
});
afterAll(() => t.close());

function saveNote(fields: { note_id: number; note_title: string; note_text: string }) {
  const request: InjectOptions = { method: 'POST', url: '/api/user/SaveNote', payload: fields };
  return t.injectAs(pupil, request);
}

async function patsNotes() {
  return t.app.db
    .selectFrom('notes')
    .selectAll()
    .where('user_id', '=', patId)
    .orderBy('note_id')
    .execute();
}

/** Fills Pat's notes with `count` rows of `length` characters each, straight into the table. */
async function fillNotes(count: number, length: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: patId,
    note_title: `Filler ${i}`,
    note_text: 'x'.repeat(length),
    note_html: `<p>${'x'.repeat(length)}</p>\n`,
    created_at: '2026-01-01T00:00:00.000Z',
  }));
  for (let i = 0; i < rows.length; i += 50) {
    await t.app.db
      .insertInto('notes')
      .values(rows.slice(i, i + 50))
      .execute();
  }
}

async function removeFillers(): Promise<void> {
  await t.app.db
    .deleteFrom('notes')
    .where('user_id', '=', patId)
    .where('note_title', 'like', 'Filler %')
    .execute();
}

describe('caps on what one learner keeps', () => {
  afterEach(removeFillers);

  it(`refuses a note past the ${NOTES_PER_USER_MAX}th with a clear 400, saving nothing`, async () => {
    const held = (await patsNotes()).length;
    await fillNotes(NOTES_PER_USER_MAX - held, 1);
    const before = await patsNotes();
    const response = await saveNote({ note_id: 0, note_title: 'One more', note_text: 'x' });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: NOTE_REFUSAL.tooManyNotes },
    ]);
    expect(await patsNotes()).toEqual(before);
  });

  it('still lets a learner at the cap edit a note they have', async () => {
    const held = (await patsNotes()).length;
    await fillNotes(NOTES_PER_USER_MAX - held, 1);
    const filler = (await patsNotes()).find((note) => note.note_title === 'Filler 0');
    const response = await saveNote({
      note_id: filler?.note_id ?? 0,
      note_title: 'Filler 0',
      note_text: 'Edited at the cap',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a note that takes all notes past the characters allowed in all', async () => {
    const perNote = NOTE_TEXT_MAX;
    await fillNotes(Math.floor(NOTES_TEXT_TOTAL_MAX / perNote) - 1, perNote);
    const before = await patsNotes();
    const response = await saveNote({
      note_id: 0,
      note_title: 'Too much',
      note_text: 'y'.repeat(NOTE_TEXT_MAX),
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: NOTE_REFUSAL.notesTooLong },
    ]);
    expect(await patsNotes()).toEqual(before);
  });

  it('counts an edited note once: its new text replaces its old', async () => {
    const perNote = NOTE_TEXT_MAX;
    await fillNotes(Math.floor(NOTES_TEXT_TOTAL_MAX / perNote) - 1, perNote);
    const filler = (await patsNotes()).find((note) => note.note_title === 'Filler 0');
    const response = await saveNote({
      note_id: filler?.note_id ?? 0,
      note_title: 'Filler 0',
      note_text: 'z'.repeat(perNote),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('notes and resources are rendered when saved, never when read', () => {
  it('answers GetMyNotes with the HTML kept at save time', async () => {
    const saved = await saveNote({ note_id: 0, note_title: 'Kept', note_text: '**bold**' });
    const noteId = saved.json<{ note_id: number }>().note_id;
    const row = (await patsNotes()).find((note) => note.note_id === noteId);
    expect(row?.note_html).toBe('<p><strong>bold</strong></p>\n');

    // Were the read to render the Markdown, it would show this text, not the kept HTML.
    await t.app.db
      .updateTable('notes')
      .set({ note_html: '<p>kept</p>\n' })
      .where('note_id', '=', noteId)
      .execute();
    const read = await t.injectAs(pupil, { method: 'GET', url: '/api/user/GetMyNotes' });
    const note = read.json<Note[]>().find((n) => n.notes_id === noteId);
    expect(note?.text_parsed).toBe('<p>kept</p>\n');
    await saveNote({ note_id: noteId, note_title: 'Kept', note_text: '_again_' });
    const again = (await patsNotes()).find((n) => n.note_id === noteId);
    expect(again?.note_html).toBe('<p><em>again</em></p>\n');
  });

  it('answers GetResources with the detail HTML kept at save time', async () => {
    const resource = await t.app.db
      .selectFrom('resources')
      .select(['resource_id', 'resource_detail_html'])
      .where('active', '=', 1)
      .orderBy('resource_id')
      .executeTakeFirstOrThrow();
    expect(resource.resource_detail_html).not.toBeNull();
    await t.app.db
      .updateTable('resources')
      .set({ resource_detail_html: '<p>kept detail</p>\n' })
      .where('resource_id', '=', resource.resource_id)
      .execute();
    const read = await t.injectAs(pupil, { method: 'GET', url: '/api/pages/GetResources' });
    const shown = read
      .json<ResourcesReply>()
      .resources.find((r) => r.weekly_task_id === resource.resource_id);
    expect(shown?.weekly_task_detail).toBe('<p>kept detail</p>\n');
  });

  it('renders the rows saved before the HTML was kept when the schema is migrated', async () => {
    await t.app.db.updateTable('notes').set({ note_html: null }).execute();
    await t.app.db.updateTable('resources').set({ resource_detail_html: null }).execute();
    await migrateToLatest(t.app.db);
    const notes = await t.app.db
      .selectFrom('notes')
      .select(['note_text', 'note_html'])
      .where('note_title', '=', 'Careers fair')
      .execute();
    expect(notes).toEqual([
      {
        note_text: 'Talked to an **engineering apprentice** about what the job is like.',
        note_html:
          '<p>Talked to an <strong>engineering apprentice</strong> about what the job is like.</p>\n',
      },
    ]);
    const unrendered = await t.app.db
      .selectFrom('resources')
      .select('resource_id')
      .where('resource_detail_html', 'is', null)
      .execute();
    expect(unrendered).toEqual([]);
  });
});
