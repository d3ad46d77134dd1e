/**
 * A school registers once: the same name and postcode (whatever the case and spaces), or an
 * address that already runs a school, is refused with a clear message and creates nothing;
 * two registrations of one school sent at once make one school. The welcome mail, read from
 * a real in-process SMTP server, says why an authenticator app is needed and links to the
 * set-up screen. Runs on SQLite, and on PostgreSQL under scripts/with-postgres.mjs.
 */
import type { MessageReply } from '@skillfolio/shared/types';
import {
  AUTHENTICATOR_NEEDED_TEXT,
  REGISTRATION_TEXT,
  SECURITY_SETUP_PATH,
} from '@skillfolio/shared/wire';
import { REGISTRATION_COOKIE } from '../auth/registrationCookie';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { startMailCatcher, type MailCatcher } from '../../test/support/mail';
import { insertSchool } from '../queries/schools';
import { duplicateSchoolText, lockSchoolRegistrations, registrationKey } from './duplicateSchool';

function schoolFields(schoolName: string, postcode: string) {
  return {
    school_name: schoolName,
    address1: null,
    address2: null,
    town: null,
    county: null,
    postcode,
    contact_name: null,
    telephone: null,
    dfe_number: null,
    project_type: null,
    notes: null,
    school_username: registrationKey(schoolName),
    allowPeerReviews: 0,
    licenceNumber: 1,
  };
}

let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await buildTestApp({ config: { smtpUrl: mail.url } });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

let visitors = 0;

/** A browser of its own, from its own address, with a confirmed registration for `email`. */
async function confirmedRegistration(email: string) {
  visitors += 1;
  const ip = `10.9.${Math.floor(visitors / 200)}.${visitors % 200}`;
  let cookie: string | undefined;
  const call = async (url: string, payload: object) => {
    const response = await t.injectAs(cookie, { method: 'POST', url, payload, remoteAddress: ip });
    const set = response.cookies.find((c) => c.name === REGISTRATION_COOKIE);
    if (set !== undefined) cookie = `${REGISTRATION_COOKIE}=${set.value}`;
    return response;
  };
  const mailsBefore = mail.mails.filter((m) => m.to.includes(email.toLowerCase())).length;
  expect((await call('/api/public/sendmail', { email })).statusCode).toBe(200);
  const sent = await mail.next(email, mailsBefore);
  const code = /confirmation code is (\d{6})/.exec(sent.text)?.[1] ?? '';
  const confirmed = await call('/api/Public/ConfirmCode', { code });
  expect(confirmed.json<MessageReply>().message).toBe(REGISTRATION_TEXT.confirmed);
  return {
    createSchool: (schoolName: string, postcode: string) =>
      call('/api/public/createschool', {
        fname: 'Ada',
        lname: 'Lovelace',
        schoolName,
        postcode,
        termsAccepted: true,
      }),
  };
}

async function schoolCount(): Promise<number> {
  return (await t.app.db.selectFrom('schools').select('school_id').execute()).length;
}

describe('registrationKey', () => {
  it('compares lower case with every blank removed', () => {
    expect(registrationKey(' Hill  Top\tPrimary ')).toBe('hilltopprimary');
    expect(registrationKey('AB1 2CD')).toBe(registrationKey('ab12cd'));
    expect(registrationKey('AB1\u00a02CD')).toBe('ab12cd');
  });
});

describe('registering a school that is already here', () => {
  it.each([
    ['the same name and postcode', 'Demo Academy', 'DA1 1AA'],
    ['other case', 'demo academy', 'da1 1aa'],
    ['no spaces', 'DemoAcademy', 'DA11AA'],
    ['more spaces', '  Demo   Academy ', ' D A 1 1 A A '],
  ])('refuses %s, and creates nothing', async (_case, schoolName, postcode) => {
    const registrant = await confirmedRegistration(`office${visitors}@duplicate.test`);
    const before = await schoolCount();
    const response = await registrant.createSchool(schoolName, postcode);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: REGISTRATION_TEXT.schoolAlreadyRegistered });
    expect(await schoolCount()).toBe(before);
  });

  it('keeps the registration, so the registrant can correct a mistyped school', async () => {
    const registrant = await confirmedRegistration('office@oakfield.test');
    expect((await registrant.createSchool('Demo Academy', 'DA1 1AA')).statusCode).toBe(400);
    const created = await registrant.createSchool('Oakfield Primary', 'OX1 1AB');
    expect(created.statusCode).toBe(200);
  });

  it('takes the same name at another postcode, and another name at the same postcode', async () => {
    const other = await confirmedRegistration('office@demo-north.test');
    expect((await other.createSchool('Demo Academy', 'NE1 1AA')).statusCode).toBe(200);
    const neighbour = await confirmedRegistration('office@da1-infants.test');
    expect((await neighbour.createSchool('Dartford Infants', 'DA1 1AA')).statusCode).toBe(200);
  });

  it('refuses an address that already runs a school, without saying which school', async () => {
    // head@riverside.test is Riverside Primary's school admin (DEMO.md).
    for (const email of ['head@riverside.test', 'HEAD@Riverside.test']) {
      const registrant = await confirmedRegistration(email);
      const before = await schoolCount();
      const response = await registrant.createSchool('Brand New School', 'ZZ1 1ZZ');
      expect(response.statusCode).toBe(400);
      const { error } = response.json<{ error: string }>();
      expect(error).toBe(REGISTRATION_TEXT.adminAlreadyRegistered);
      expect(error).not.toMatch(/riverside/i);
      expect(await schoolCount()).toBe(before);
    }
  });

  it('lets a teacher (not a school admin) register a school of their own', async () => {
    const registrant = await confirmedRegistration('teacher@demoacademy.test');
    expect((await registrant.createSchool('Teacher Free School', 'TF1 1AA')).statusCode).toBe(200);
  });

  it('makes one school of one school registered by two people at once', async () => {
    const registrants = await Promise.all(
      [1, 2, 3, 4].map((n) => confirmedRegistration(`office${n}@twins.test`)),
    );
    const before = await schoolCount();
    const replies = await Promise.all(
      registrants.map((r, n) => r.createSchool(n % 2 === 0 ? 'Twin Oaks' : 'twin oaks', 'TW1 1AA')),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of replies.filter((r) => r.statusCode === 400)) {
      expect(refused.json()).toEqual({ error: REGISTRATION_TEXT.schoolAlreadyRegistered });
    }
    expect(await schoolCount()).toBe(before + 1);
  });

  it('makes one school of two schools registered at once by one address', async () => {
    // Two browsers, each with the address confirmed: only the lock stands between them (no
    // unique index holds an admin's address), so the second must see the first's school.
    const email = 'bursar@racing.test';
    const first = await confirmedRegistration(email);
    const second = await confirmedRegistration(email);
    const before = await schoolCount();
    const replies = await Promise.all([
      first.createSchool('Racing Hill Primary', 'RH1 1AA'),
      second.createSchool('Racing Vale Primary', 'RV1 1AA'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = replies.find((r) => r.statusCode === 400);
    expect(refused?.json()).toEqual({ error: REGISTRATION_TEXT.adminAlreadyRegistered });
    expect(await schoolCount()).toBe(before + 1);
  });

  it("holds a second registration's check until the first registration has committed", async () => {
    // The requests above rarely overlap in time (each hashes a password first); here two
    // transactions surely do: the second checks while the first holds its new school.
    const school = {
      schoolName: 'Lockstep Academy',
      postcode: 'LS1 1AA',
      email: 'a@lockstep.test',
    };
    let inserted!: () => void;
    const firstInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const first = t.app.db.transaction().execute(async (trx) => {
      await lockSchoolRegistrations(trx);
      expect(await duplicateSchoolText(trx, school)).toBeUndefined();
      await insertSchool(trx, schoolFields(school.schoolName, school.postcode), new Date());
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await firstInserted;
    const second = t.app.db.transaction().execute(async (trx) => {
      await lockSchoolRegistrations(trx);
      return duplicateSchoolText(trx, { ...school, email: 'b@lockstep.test' });
    });
    await first;
    expect(await second).toBe(REGISTRATION_TEXT.schoolAlreadyRegistered);
  });
});

describe('the welcome mail', () => {
  it('says school admins need an authenticator app and links to its set-up, then First Steps', async () => {
    const email = 'head@maple.test';
    const registrant = await confirmedRegistration(email);
    expect((await registrant.createSchool('Maple School', 'MA1 1PL')).statusCode).toBe(200);
    const welcome = await mail.next(email, 1);
    expect(welcome.subject).toMatch(/set your password/i);
    expect(welcome.text).toContain(AUTHENTICATOR_NEEDED_TEXT);
    expect(welcome.text).toMatch(/Google Authenticator, Microsoft Authenticator or any TOTP app/);
    const setUp = `${t.config.publicBaseUrl}security?next=%2Fadmin%2Ffirststeps`;
    expect(SECURITY_SETUP_PATH).toBe('/security?next=%2Fadmin%2Ffirststeps');
    expect(welcome.text).toContain(
      `Set up two-factor authentication (after you have set your password):\n${setUp}`,
    );
    expect(welcome.html).toContain(`<a href="${setUp}">`);
    // The password link still comes first: the set-up needs a logged-in admin.
    expect(welcome.text.indexOf('public/setpassword')).toBeLessThan(welcome.text.indexOf(setUp));
  });
});
