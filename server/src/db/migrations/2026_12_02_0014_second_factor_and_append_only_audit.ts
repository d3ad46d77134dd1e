/**
 * Two-factor login for staff: a TOTP secret per user (set on enrolment, in use
 * once confirmed), the last time step accepted (a code works once), single-use recovery
 * codes stored hashed, a flag the demo loader sets so demo admins need no second factor,
 * and when each session gave its code. Also makes audit_log append-only: a trigger refuses
 * any UPDATE or DELETE of it, on both databases (PostgreSQL also TRUNCATE).
 */
import { sql, type Kysely } from 'kysely';
import { dialectOf, identity } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_confirmed_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
  await db.schema
    .alterTable('users')
    .addColumn('second_factor_exempt', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('second_factor_at', 'text').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('recovery_code_id', 'integer', identity(db))
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_index')
    .on('recovery_codes')
    .column('user_id')
    .execute();

  if (dialectOf(db) === 'sqlite') {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log ` +
            `BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
        )
        .execute(db);
    }
  } else {
    await sql
      .raw(
        `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
          `BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log ` +
          `FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log ` +
          `FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await sql.raw('DROP TRIGGER IF EXISTS audit_log_no_update').execute(db);
    await sql.raw('DROP TRIGGER IF EXISTS audit_log_no_delete').execute(db);
  } else {
    await sql.raw('DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log').execute(db);
    await sql.raw('DROP TRIGGER IF EXISTS audit_log_no_change ON audit_log').execute(db);
    await sql.raw('DROP FUNCTION IF EXISTS audit_log_append_only()').execute(db);
  }
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.alterTable('sessions').dropColumn('second_factor_at').execute();
  await db.schema.alterTable('users').dropColumn('second_factor_exempt').execute();
  await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('users').dropColumn('totp_confirmed_at').execute();
  await db.schema.alterTable('users').dropColumn('totp_secret').execute();
}
