/**
 * The shared rules for adding users, called as the routes call them: in a transaction, on
 * the real database (SQLite, or PostgreSQL when the run provides one).
 */
import { USER_REFUSAL } from '@skillfolio/shared/wire';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';
import {
  addUsersToSchool,
  changedPasswordProblem,
  countSchoolUsers,
  newPasswordProblem,
  type AddUsersResult,
  type PreparedSchoolUser,
} from './userRules';

let t: TestApp;
let riverside: number;
beforeAll(async () => {
  t = await buildTestApp();
  const row = await t.app.db
    .selectFrom('schools')
    .select('school_id')
    .where('school_username', '=', 'riverside')
    .executeTakeFirstOrThrow();
  riverside = row.school_id;
});
afterAll(() => t.close());

function prepared(username: string): PreparedSchoolUser {
  return {
    username,
    first_name: null,
    last_name: null,
    email: null,
    is_Staff: false,
    is_schoolAdmin: false,
    is_User: true,
    // Never checked here: these users never log in.
    password_hash: 'not-a-real-hash',
    parent_password_hash: null,
  };
}

async function setLicence(licence: number): Promise<void> {
  await t.app.db
    .updateTable('schools')
    .set({ licenceNumber: licence })
    .where('school_id', '=', riverside)
    .execute();
}

function add(users: PreparedSchoolUser[]): Promise<AddUsersResult> {
  return t.app.db.transaction().execute((trx) => addUsersToSchool(trx, riverside, users));
}

afterEach(() => setLicence(50));

describe('password rules', () => {
  it('wants 8 characters for a new password, and on edit only when one is typed', () => {
    expect(newPasswordProblem('1234567', {})).toBe(USER_REFUSAL.passwordTooShort);
    // 12345678 itself is now refused as a common password (auth/passwordPolicy).
    expect(newPasswordProblem('8z3k1q7w', {})).toBeUndefined();
    expect(changedPasswordProblem('', {})).toBeUndefined();
    expect(changedPasswordProblem('short', {})).toBe(USER_REFUSAL.passwordTooShort);
  });
});

describe('addUsersToSchool', () => {
  it('adds all of a list or none: a name repeated in the list, whatever its case, adds nothing', async () => {
    const before = await countSchoolUsers(t.app.db, riverside);
    expect(await add([prepared('twin'), prepared('TWIN')])).toEqual({
      ok: false,
      message: USER_REFUSAL.usernameTaken,
    });
    expect(await countSchoolUsers(t.app.db, riverside)).toBe(before);
  });

  it('refuses a list that would pass the licence, even by one, and adds nothing', async () => {
    const before = await countSchoolUsers(t.app.db, riverside);
    await setLicence(before + 1);
    expect(await add([prepared('one'), prepared('two')])).toEqual({
      ok: false,
      message: USER_REFUSAL.licenceFull,
    });
    expect(await countSchoolUsers(t.app.db, riverside)).toBe(before);
    const added = await add([prepared('one')]);
    expect(added.ok).toBe(true);
  });

  it('counts a user added by a transaction still open: the second add for the last place waits and is refused', async () => {
    const before = await countSchoolUsers(t.app.db, riverside);
    await setLicence(before + 1);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstAdded = (): void => undefined;
    const added = new Promise<void>((resolve) => {
      firstAdded = resolve;
    });
    const first = t.app.db.transaction().execute(async (trx) => {
      const result = await addUsersToSchool(trx, riverside, [prepared('lastplace1')]);
      firstAdded();
      // Keeps the transaction open while the second add runs.
      await held;
      return result;
    });
    await added;
    const second = add([prepared('lastplace2')]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const results = await Promise.all([first, second]);
    expect(results.map((result) => result.ok)).toEqual([true, false]);
    expect(results[1]).toEqual({ ok: false, message: USER_REFUSAL.licenceFull });
    expect(await countSchoolUsers(t.app.db, riverside)).toBe(before + 1);
  });
});
