/**
 * `npm run create-admin`: makes the first global admin, so a real deployment never needs a
 * default account. Takes ADMIN_EMAIL and ADMIN_PASSWORD from the environment, or asks on
 * the terminal; refuses a short password, and refuses once any global admin exists.
 */
import { Writable } from 'node:stream';
import readline from 'node:readline/promises';
import type { Kysely } from 'kysely';
import { isEmailAddress } from './auth/emailAddress';
import { passwordProblem } from './auth/passwordPolicy';
import { hashPassword } from './auth/passwords';
import { loadConfig } from './config';
import { describeTarget, openDatabase } from './db/connection';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrator';

export const MIN_PASSWORD_LENGTH = 8;

/** A reason to make no admin, worded for the person at the terminal. */
export class AdminRefusal extends Error {}

export interface AdminDetails {
  email: string;
  password: string;
}

export async function createFirstAdmin(
  db: Kysely<Database>,
  { email, password }: AdminDetails,
): Promise<number> {
  const address = email.trim();
  if (!isEmailAddress(address)) {
    throw new AdminRefusal(`"${address}" is not an e-mail address.`);
  }
  const problem = passwordProblem(password, { email: address });
  if (problem !== undefined) {
    throw new AdminRefusal(problem.endsWith('.') ? problem : `${problem}.`);
  }
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    // Checked inside the write, so two runs at once cannot both make a "first" admin.
    const existing = await trx
      .selectFrom('users')
      .select('user_id')
      .where('is_Admin', '=', 1)
      .executeTakeFirst();
    if (existing !== undefined) {
      throw new AdminRefusal(
        'A global admin already exists: log in as them and manage users in the app instead.',
      );
    }
    // The operator's proof takes the address from any account that held it before.
    await trx
      .updateTable('users')
      .set({ email_verified_at: null })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(address)])))
      .execute();
    const row = await trx
      .insertInto('users')
      .values({
        school_id: null,
        // The admin logs in by e-mail; the username only has to be unique.
        username: address.toLowerCase(),
        email: address,
        // The operator typed it on the server's own console: proved, so it logs in by e-mail.
        email_verified_at: new Date().toISOString(),
        first_name: null,
        last_name: null,
        password_hash: passwordHash,
        parent_password_hash: null,
        is_Admin: 1,
        is_User: 1,
        current_school_id: null,
        created_at: new Date().toISOString(),
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    return row.user_id;
  });
}

/** From ADMIN_EMAIL / ADMIN_PASSWORD when both are set, else asked on the terminal. */
export async function readAdminDetails(env: NodeJS.ProcessEnv): Promise<AdminDetails> {
  const email = env.ADMIN_EMAIL?.trim() ?? '';
  const password = env.ADMIN_PASSWORD ?? '';
  if (email !== '' && password !== '') return { email, password };
  if (!process.stdin.isTTY) {
    throw new AdminRefusal('Set ADMIN_EMAIL and ADMIN_PASSWORD, or run this on a terminal.');
  }
  return askOnTerminal(email);
}

async function askOnTerminal(knownEmail: string): Promise<AdminDetails> {
  let muted = false;
  // The password is typed blind: while muted, what readline echoes goes nowhere.
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    const email = knownEmail !== '' ? knownEmail : await rl.question('Admin e-mail: ');
    process.stdout.write('Password (8 characters or more): ');
    muted = true;
    const password = await rl.question('');
    muted = false;
    process.stdout.write('\n');
    return { email, password };
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const details = await readAdminDetails(process.env);
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    await createFirstAdmin(db, details);
    console.log(
      `Created the global admin ${details.email.trim()} in ${describeTarget(config.database)}. ` +
        'Log in with e-mail and password.',
    );
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
