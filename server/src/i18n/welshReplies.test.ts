/**
 * Replies in the reader's language, on the real app: a Welsh request (Accept-Language: cy)
 * has its refusal in Welsh, an English one (or none) keeps today's words; texts that are not
 * the catalogues' (names, technical messages) pass as they are.
 */
import { Readable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import {
  NOTE_REFUSAL,
  NOTES_TEXT_TOTAL_MAX,
  REPLY_TEXT,
  RESOURCE_REFUSAL,
  ROSTER_PULL_REFUSAL,
  tooManyAttemptsMessage,
  USERNAME_FREE,
  WIRE_CATALOGUES,
} from '@skillfolio/shared/wire';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { ENGLISH, textsFor } from './serverTexts';
import { translatePayload, translatorInto } from './replyTranslation';

const WELSH = WIRE_CATALOGUES.cy as unknown as {
  NOTE_REFUSAL: Record<string, string>;
};

describe('the reply translation', () => {
  const cy = translatorInto('cy');

  it('finds a fixed text, a limit filled in, and leaves what is not ours', () => {
    expect(cy.translate(NOTE_REFUSAL.titleRequired)).toBe('Rhowch deitl');
    expect(cy.translate(NOTE_REFUSAL.notesTooLong)).toBe(
      `Gall eich nodiadau ddal ${NOTES_TEXT_TOTAL_MAX.toLocaleString('en-GB')} nod ar y mwyaf i gyd. Byrhewch neu dilëwch nodyn i gadw'r un yma`,
    );
    expect(cy.translate('Pat Pupil')).toBe('Pat Pupil');
    expect(cy.translate('body/note_title must be string')).toBe('body/note_title must be string');
  });

  it('fills a template, its values in Welsh too where they are texts of ours', () => {
    expect(cy.translate(RESOURCE_REFUSAL.tooLarge(25))).toBe(
      "Mae'r ffeil yn fwy na 25 MB, y mwyaf mae Skillfolio yn ei dderbyn.",
    );
    expect(cy.translate(RESOURCE_REFUSAL.program(ENGLISH('files.windowsProgram')))).toBe(
      "Mae'r ffeil hon yn rhaglen Windows. Gall rhaglenni a sgriptiau niweidio'r cyfrifiaduron sy'n eu hagor, felly ni ellir eu rhannu.",
    );
    expect(
      cy.translate(RESOURCE_REFUSAL.program(ENGLISH('files.extensionFile', { extension: 'exe' }))),
    ).toContain('yn ffeil .exe.');
    expect(cy.translate(ROSTER_PULL_REFUSAL.url(ENGLISH('rosterPull.tokenUrl')))).toMatch(
      /^Rhaid i'r URL tocyn fod/,
    );
  });

  it('chooses the Welsh plural form by the number', () => {
    expect(cy.translate(tooManyAttemptsMessage(120))).toBe(
      'Gormod o ymdrechion. Arhoswch 2 funud a rhowch gynnig arall arni.',
    );
    expect(cy.translate(tooManyAttemptsMessage(30))).toBe(
      'Gormod o ymdrechion. Arhoswch 30 eiliad a rhowch gynnig arall arni.',
    );
  });

  it("never touches SPEC §8's texts the browser navigates by", () => {
    expect(cy.translate(REPLY_TEXT.notAuthenticated)).toBe(REPLY_TEXT.notAuthenticated);
    expect(cy.translate(REPLY_TEXT.notAuthorised)).toBe(REPLY_TEXT.notAuthorised);
  });

  it('translates only the fields a screen shows, in a copy', () => {
    const payload = {
      error: NOTE_REFUSAL.textRequired,
      note_title: NOTE_REFUSAL.textRequired,
      problems: [{ file: 'users.csv', line: 2, reason: NOTE_REFUSAL.titleRequired }],
    };
    const before = JSON.stringify(payload);
    expect(translatePayload(payload, cy)).toEqual({
      error: WELSH.NOTE_REFUSAL.textRequired,
      note_title: NOTE_REFUSAL.textRequired,
      problems: [{ file: 'users.csv', line: 2, reason: WELSH.NOTE_REFUSAL.titleRequired }],
    });
    expect(JSON.stringify(payload)).toBe(before);
  });

  it("says a roster file's problems in Welsh, the parts within them too", () => {
    const header = ENGLISH('roster.headerColumns', { count: 1 });
    expect(header).toBe('the header row has 1 column');
    expect(cy.translate(ENGLISH('roster.rowValues', { count: 1200, header }))).toBe(
      'mae gan y rhes hon 1,200 o werthoedd, ond mae gan y rhes pennawd 1 golofn',
    );
    const columns = ENGLISH('roster.columnList', { others: '"givenName"', last: '"email"' });
    expect(cy.translate(ENGLISH('roster.missingColumns', { count: 2, columns }))).toBe(
      'does dim colofnau "givenName" a "email" yn y rhes pennawd',
    );
    expect(cy.translate(ENGLISH('roster.theUpload'))).toBe('y ffeil a lwythwyd');
    // A list's "and" alone is nobody's reply text.
    expect(cy.translate('Tom and Jerry')).toBe('Tom and Jerry');
  });

  it('gives every server text in English as the catalogue has it', () => {
    expect(textsFor('en')('plan.noSkill')).toBe('Choose an area for development');
    expect(textsFor('cy')('plan.noSkill')).toBe('Dewiswch faes datblygu');
  });
});

describe('a refusal on the real app', () => {
  let t: TestApp;
  let pupil: string;
  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app) => {
        // A progress stream as an import or a roster apply sends it, in uneven pieces (one
        // splits a Welsh letter's bytes), its outcome line last.
        app.get('/test/progress', { config: { access: 'public' } }, async (_request, reply) => {
          const text = `${JSON.stringify({ hashed: 1, total: 2 })}\n${JSON.stringify({
            saved: false,
            error: ENGLISH('import.failed'),
          })}\n`;
          const bytes = Buffer.from(text);
          const pieces = [bytes.subarray(0, 7), bytes.subarray(7, 40), bytes.subarray(40)];
          return reply
            .header('content-type', 'application/x-ndjson; charset=utf-8')
            .send(Readable.from(pieces));
        });
      },
    });
    pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  });
  afterAll(() => t.close());

  const saveNote = (language?: string): InjectOptions => ({
    method: 'POST',
    url: '/api/user/SaveNote',
    payload: { note_id: 0, note_title: '   ', note_text: 'x' },
    ...(language === undefined ? {} : { headers: { 'accept-language': language } }),
  });

  it('is in Welsh when the request asks for Welsh', async () => {
    const response = await t.injectAs(pupil, saveNote('cy'));
    expect([response.statusCode, response.json()]).toEqual([400, { error: 'Rhowch deitl' }]);
  });

  it('is in Welsh for cy-GB among other languages, best first', async () => {
    const response = await t.injectAs(pupil, saveNote('fr;q=0.9, cy-GB, en;q=0.8'));
    expect(response.json()).toEqual({ error: 'Rhowch deitl' });
  });

  it('keeps its English for an English request, and for one that names no language', async () => {
    for (const language of ['en', 'en-GB,cy;q=0.5', undefined]) {
      const response = await t.injectAs(pupil, saveNote(language));
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: NOTE_REFUSAL.titleRequired },
      ]);
    }
  });

  it("answers CheckUsername's plain text in Welsh, and its OK as it is", async () => {
    const head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    const check = (username: string) =>
      t.injectAs(head, {
        url: `/api/admin/CheckUsername?id=0&username=${username}`,
        headers: { 'accept-language': 'cy' },
      });
    expect((await check('teacher')).body).toBe("Mae'r enw defnyddiwr yn bodoli eisoes");
    expect((await check('nobody')).body).toBe(USERNAME_FREE);
  });

  it('puts each line of a progress stream into Welsh', async () => {
    const welsh = await t.app.inject({
      url: '/test/progress',
      headers: { 'accept-language': 'cy' },
    });
    expect(
      welsh.body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { hashed: 1, total: 2 },
      { saved: false, error: textsFor('cy')('import.failed') },
    ]);
    const english = await t.app.inject({ url: '/test/progress' });
    expect(english.body).toContain(ENGLISH('import.failed'));
  });

  it("keeps SPEC §8's plain-text denials as they are in Welsh", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/GetNotes',
      headers: { 'accept-language': 'cy' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe(REPLY_TEXT.notAuthenticated);
  });
});
