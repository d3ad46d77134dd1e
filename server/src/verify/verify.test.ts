/**
 * Verifiable profiles on the server: a pupil's own profile is recorded and its link checks
 * out; a parent's, a teacher's or a home learner's download records nothing; the credential
 * verifies with an independent library (jsonwebtoken, not jose which signs it) against the
 * school's published JWKS, and fails once one field is changed; a rotated key keeps old
 * credentials verifiable; withdrawal by the pupil or the school, never a parent, and audited.
 */
import { createPublicKey, type webcrypto } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { ProfileRecords, SigningKeyReply, VerifyReply } from '@skillfolio/shared/types';
import { VERIFY_REFUSAL } from '@skillfolio/shared/wire';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { demoLearnerIds, skillIdOf, type DemoLearnerIds } from '../../test/support/learnerRows';
import { readQrCodes } from '../../test/support/pdfQr';
import { readPdf } from '../../test/support/pdfText';

jest.setTimeout(60_000);

let t: TestApp;
let ids: DemoLearnerIds;
let pupil: string;
let parent: string;
let teacher: string;
let head: string;
let riversideHead: string;
let pdfUrl: string;

beforeAll(async () => {
  t = await buildTestApp();
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
  const skills = [
    await skillIdOf(t.app.db, 'demoacademy', 'Listening'),
    await skillIdOf(t.app.db, 'demoacademy', 'Speaking'),
  ];
  pdfUrl = `/api/profile/ProfilePdf?${new URLSearchParams({
    user_id: String(ids.pat),
    project_id: String(ids.year10),
    skills: skills.join(','),
    notes: '',
    shown_name: 'Pat P.',
  }).toString()}`;
});
afterAll(() => t.close());

async function records(cookie: string): Promise<ProfileRecords['records']> {
  const response = await t.injectAs(cookie, {
    url: `/api/profile/ProfileRecords?user_id=${ids.pat}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ProfileRecords>().records;
}

const publicIdOf = (url: string) => url.split('/verify/')[1] ?? '';

async function verify(publicId: string): Promise<{ reply: VerifyReply; robots: unknown }> {
  const response = await t.injectAs(undefined, {
    url: `/api/public/VerifyProfile?id=${encodeURIComponent(publicId)}`,
  });
  expect(response.statusCode).toBe(200);
  return { reply: response.json<VerifyReply>(), robots: response.headers['x-robots-tag'] };
}

/** The JWT inside the downloaded EnvelopedVerifiableCredential. */
async function downloadJwt(cookie: string, recordId: number): Promise<string> {
  const response = await t.injectAs(cookie, {
    url: `/api/profile/ProfileCredential?record_id=${recordId}`,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toMatch(/skills-profile-\d{4}-\d{2}-\d{2}\.json/);
  const envelope = response.json<{ type: string; id: string; '@context': string[] }>();
  expect(envelope.type).toBe('EnvelopedVerifiableCredential');
  expect(envelope.id.startsWith('data:application/vc+jwt,')).toBe(true);
  return envelope.id.slice('data:application/vc+jwt,'.length);
}

/** Verifies as a college would: the key from the JWKS the header names, then jsonwebtoken. */
async function verifyAsCollege(token: string): Promise<Record<string, unknown>> {
  const header = jwt.decode(token, { complete: true })?.header;
  if (header?.jku === undefined || header.kid === undefined) throw new Error('no jku or kid');
  const path = new URL(header.jku).pathname;
  const jwks = await t.injectAs(undefined, { url: path });
  expect(jwks.statusCode).toBe(200);
  const key = jwks
    .json<{ keys: (webcrypto.JsonWebKey & { kid: string })[] }>()
    .keys.find((k) => k.kid === header.kid);
  if (key === undefined) throw new Error(`no key ${header.kid} in the JWKS`);
  const publicKey = createPublicKey({ key, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
  return jwt.verify(token, publicKey, { algorithms: ['RS256'] }) as Record<string, unknown>;
}

describe('a profile the pupil makes', () => {
  let recordId = 0;
  let publicId = '';

  it('is recorded, and its link shows what it states, issued by the school, never indexed', async () => {
    expect(await records(pupil)).toEqual([]);
    const made = await t.injectAs(pupil, { url: pdfUrl });
    expect(made.statusCode).toBe(200);
    const [record, ...more] = await records(pupil);
    // The PDF's QR code, read by a real decoder from the rendered page, is the link.
    expect(await readQrCodes(made.rawPayload)).toEqual([record?.verify_url]);
    expect((await readPdf(made.rawPayload)).text).toContain(record?.verify_url);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      pupil_name: 'Pat P.',
      project_name: 'Year 10 Skills',
      withdrawn_at: null,
    });
    recordId = record?.record_id ?? 0;
    publicId = publicIdOf(record?.verify_url ?? '');
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(record?.verify_url).toBe(`${t.config.publicBaseUrl}verify/${publicId}`);

    const { reply, robots } = await verify(publicId);
    expect(robots).toMatch(/noindex/);
    expect(reply.status).toBe('valid');
    expect(reply.school_name).toBe('Demo Academy');
    expect(reply.statement?.pupil_name).toBe('Pat P.');
    expect(reply.statement?.skills.map((s) => s.skill)).toEqual(['Listening', 'Speaking']);
    expect(reply.statement?.skills.every((s) => typeof s.rating === 'number')).toBe(true);
    // Nothing else about the pupil: no username, no id, no e-mail.
    expect(JSON.stringify(reply)).not.toMatch(/pupil@|"user_id"|Pat Pupil/);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['target_id'])
      .where('action', '=', 'profile.issued')
      .execute();
    expect(audit).toEqual([{ target_id: recordId }]);
  });

  it('is recorded only for the pupil: a parent, a teacher and a home learner record nothing', async () => {
    const before = (await records(pupil)).length;
    const byParent = await t.injectAs(parent, { url: pdfUrl });
    expect(byParent.statusCode).toBe(200);
    // Nothing recorded, so no link to print.
    expect(await readQrCodes(byParent.rawPayload)).toEqual([]);
    expect((await t.injectAs(teacher, { url: pdfUrl })).statusCode).toBe(200);
    expect(await records(pupil)).toHaveLength(before);
    // The parent sees the list.
    expect(await records(parent)).toHaveLength(before);
  });

  it('downloads as an Open Badges 3.0 credential that verifies, and fails once changed', async () => {
    const token = await downloadJwt(pupil, recordId);
    const credential = await verifyAsCollege(token);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential['@context']).toContain(
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    );
    expect(credential.id).toBe(`${t.config.publicBaseUrl}verify/${publicId}`);
    expect(credential.issuer).toMatchObject({ type: ['Profile'], name: 'Demo Academy' });
    const subject = credential.credentialSubject as {
      identifier: { identityHash: string }[];
      result: { value: string }[];
    };
    expect(subject.identifier[0]?.identityHash).toBe('Pat P.');
    const { reply } = await verify(publicId);
    expect(subject.result.map((r) => r.value)).toEqual(
      reply.statement?.skills.map((s) => String(s.rating)),
    );

    // One rating changed: the signature no longer holds.
    const [head64, body64, signature] = token.split('.');
    const body = JSON.parse(Buffer.from(body64 ?? '', 'base64url').toString()) as typeof credential;
    const changed = structuredClone(body) as { credentialSubject: { result: { value: string }[] } };
    const first = changed.credentialSubject.result[0];
    if (first) first.value = '10';
    const tampered = `${head64}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    await expect(verifyAsCollege(tampered)).rejects.toThrow(/invalid signature/);

    // A parent may download it too: that issues nothing.
    await downloadJwt(parent, recordId);
  });

  it('still verifies after the school makes a new key, and new credentials use the new one', async () => {
    const before = await downloadJwt(pupil, recordId);
    const rotated = await t.injectAs(head, {
      method: 'POST',
      url: '/api/schooladmin/RotateSigningKey',
    });
    expect(rotated.statusCode).toBe(200);
    const { kid } = rotated.json<SigningKeyReply>();
    await expect(verifyAsCollege(before)).resolves.toMatchObject({ id: expect.any(String) });
    const after = await downloadJwt(pupil, recordId);
    expect(jwt.decode(after, { complete: true })?.header.kid).toBe(kid);
    expect(jwt.decode(before, { complete: true })?.header.kid).not.toBe(kid);
    await verifyAsCollege(after);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'signingKey.rotated')
      .execute();
    expect(audit).toEqual([{ detail: kid }]);
  });

  it('is withdrawn by the pupil, never by a parent or another school, and the link says so', async () => {
    const withdraw = (cookie: string, id = recordId) =>
      t.injectAs(cookie, {
        method: 'POST',
        url: '/api/profile/WithdrawProfileRecord',
        payload: { record_id: id },
      });
    expect((await withdraw(parent)).statusCode).toBe(403);
    for (const cookie of [riversideHead, teacher]) {
      const refused = await withdraw(cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: string }>().error).toBe(VERIFY_REFUSAL.notFound);
    }
    expect((await verify(publicId)).reply.status).toBe('valid');

    expect((await withdraw(pupil)).statusCode).toBe(200);
    const { reply } = await verify(publicId);
    expect(reply).toMatchObject({
      status: 'withdrawn',
      school_name: 'Demo Academy',
      statement: null,
    });
    expect(reply.withdrawn_at).not.toBeNull();
    const again = await withdraw(pupil);
    expect(again.json<{ error: string }>().error).toBe(VERIFY_REFUSAL.alreadyWithdrawn);

    // The school's admin withdraws a newer one; it is theirs to list.
    await t.injectAs(pupil, { url: pdfUrl });
    const newest = (await records(pupil))[0];
    const listed = await t.injectAs(head, { url: '/api/schooladmin/ProfileRecords' });
    expect(listed.json<ProfileRecords>().records.map((r) => r.record_id)).toContain(
      newest?.record_id,
    );
    const riversideList = await t.injectAs(riversideHead, {
      url: '/api/schooladmin/ProfileRecords',
    });
    expect(riversideList.json<ProfileRecords>().records).toEqual([]);
    expect((await withdraw(head, newest?.record_id)).statusCode).toBe(200);
    expect((await verify(publicIdOf(newest?.verify_url ?? ''))).reply.status).toBe('withdrawn');

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'profile.withdrawn')
      .orderBy('audit_id')
      .execute();
    expect(audit).toEqual([{ detail: 'by the pupil' }, { detail: 'by the school' }]);
  });

  it('answers an unknown link as unknown, and no credential for someone else’s record', async () => {
    expect((await verify('AAAAAAAAAAAAAAAAAAAAAA')).reply).toEqual({
      status: 'unknown',
      school_name: null,
      issued_at: null,
      withdrawn_at: null,
      statement: null,
    });
    const other = await t.injectAs(teacher, {
      url: `/api/profile/ProfileCredential?record_id=${recordId}`,
    });
    expect(other.statusCode).toBe(400);
    const homeUser = await t.login({ username: 'homeuser' });
    const theirs = await t.injectAs(homeUser, {
      url: `/api/profile/ProfileCredential?record_id=${recordId}`,
    });
    expect(theirs.statusCode).toBe(400);
  });
});
