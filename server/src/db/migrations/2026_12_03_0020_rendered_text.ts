/**
 * Notes and resource details keep their HTML beside their Markdown, rendered once when they
 * are saved, so a read does no Markdown work at all. The columns start empty (null) for the
 * rows already there: rendering is app code, which a frozen migration must not import, so
 * `renderMissingHtml` (db/renderMissingHtml.ts) fills them after every migration run, and a
 * read renders a row that is still null.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notes').addColumn('note_html', 'text').execute();
  await db.schema.alterTable('resources').addColumn('resource_detail_html', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resources').dropColumn('resource_detail_html').execute();
  await db.schema.alterTable('notes').dropColumn('note_html').execute();
}
