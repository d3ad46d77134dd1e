/**
 * Sign-in with a school's OpenID provider (Google, Microsoft): what each school turned on,
 * the accounts linked to a provider's identity, and the sign-ins on their way out to a
 * provider and back (each used once).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per school and provider, written by its school admin.
  await db.schema
    .createTable('school_sign_in')
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.school_id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    /** The school's e-mail domains, lower case, separated by single spaces. */
    .addColumn('domains', 'text', (c) => c.notNull().defaultTo(''))
    /** Microsoft only: the school's Entra ID tenant, the `tid` claim every sign-in must carry. */
    .addColumn('tenant_id', 'text', (c) => c.notNull().defaultTo(''))
    /** The school says its provider makes every sign-in give a second factor. */
    .addColumn('enforces_mfa', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('school_sign_in_key', ['school_id', 'provider'])
    .execute();

  // A provider's identity (issuer + subject) stays with the account it first signed in to,
  // whatever e-mail address the provider later gives it.
  await db.schema
    .createTable('sign_in_links')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_links_key', ['issuer', 'subject'])
    .execute();
  await db.schema
    .createIndex('sign_in_links_user_index')
    .on('sign_in_links')
    .column('user_id')
    .execute();

  // A sign-in sent to a provider: found again by its state (kept as a sha256), deleted when
  // it comes back, so a state or a code is good once.
  await db.schema
    .createTable('sign_in_starts')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.school_id').onDelete('cascade'),
    )
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('return_path', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_starts_expires_index')
    .on('sign_in_starts')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_starts').execute();
  await db.schema.dropTable('sign_in_links').execute();
  await db.schema.dropTable('school_sign_in').execute();
}
