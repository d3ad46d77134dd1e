/**
 * The mail outbox: every mail is a row here first, written on the request path, and sent by
 * each instance's sender off it (mail/outboxSender.ts), so a slow or refusing SMTP server
 * never holds a request and a mail survives a restart. An instance claims a row by setting
 * `leased_until`; a row whose lease has run out (its instance died mid-send) is claimed again.
 *
 * A sent mail's row is deleted. One that keeps failing ends with `failed_at` and its reason,
 * its body deleted (it holds a code or a link that acts as a password), and stays until an
 * admin dismisses it: the school's admin when `school_id` is set, else the global admin.
 */
import type { Kysely } from 'kysely';
import { identity } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('mail_id', 'integer', identity(db))
    .addColumn('school_id', 'integer', (c) => c.references('schools.school_id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // null once sent or failed.
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('leased_until', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  // The sender's question: which mails are due.
  await db.schema
    .createIndex('mail_outbox_due_index')
    .on('mail_outbox')
    .columns(['failed_at', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_school_index')
    .on('mail_outbox')
    .column('school_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
