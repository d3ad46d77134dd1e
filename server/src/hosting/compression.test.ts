/**
 * API replies over the threshold go compressed (brotli, or gzip to a client that takes only
 * gzip); smaller ones go plain. Compression sees only the reply's bytes: @sameOnEitherDatabase,
 * so the PostgreSQL pass leaves it out.
 */
import zlib from 'node:zlib';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

let t: TestApp;
let pupil: string;
/** The demo pupil's Self Assessment: the largest reply a pupil loads. */
let skillsUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  const me = await t.injectAs(pupil, { url: '/api/User/GetCurrentUser' });
  const reply = me.json<{ currentUser: { user_id: number }; selectedAssessmentId: number }>();
  skillsUrl = `/api/user/GetSkillsForAssessment?user_id=${reply.currentUser.user_id}&assessment_id=${reply.selectedAssessmentId}`;
});
afterAll(() => t.close());

describe('compressed API replies', () => {
  it('sends a large JSON reply brotli-compressed to a client that accepts it, the same data', async () => {
    const plain = await t.injectAs(pupil, { url: skillsUrl });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const brotli = await t.injectAs(pupil, {
      url: skillsUrl,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const gzip = await t.injectAs(pupil, {
      url: skillsUrl,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(
      expect.arrayContaining([expect.objectContaining({ skill_id: expect.any(Number) })]),
    );
  });

  it('leaves a reply under the threshold uncompressed', async () => {
    const small = await t.injectAs(undefined, {
      url: '/api/User/GetCurrentUser',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
