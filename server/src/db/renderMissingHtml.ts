/**
 * Fills the HTML of notes and resource details saved before it was kept beside their
 * Markdown (migration 2026_12_03_0020), a batch at a time. Runs after every migration run;
 * once every row has its HTML it costs one query per table.
 */
import type { Executor } from './database';
import { renderMarkdown } from '../wire/markdown';

const BATCH = 100;

/** Returns how many rows it rendered. */
export async function renderMissingHtml(db: Executor): Promise<number> {
  let rendered = 0;
  for (;;) {
    const notes = await db
      .selectFrom('notes')
      .select(['note_id', 'note_text'])
      .where('note_html', 'is', null)
      .limit(BATCH)
      .execute();
    for (const note of notes) {
      await db
        .updateTable('notes')
        .set({ note_html: renderMarkdown(note.note_text) })
        .where('note_id', '=', note.note_id)
        .execute();
    }
    rendered += notes.length;
    if (notes.length < BATCH) break;
  }
  for (;;) {
    const resources = await db
      .selectFrom('resources')
      .select(['resource_id', 'resource_detail'])
      .where('resource_detail_html', 'is', null)
      .limit(BATCH)
      .execute();
    for (const resource of resources) {
      await db
        .updateTable('resources')
        .set({ resource_detail_html: renderMarkdown(resource.resource_detail) })
        .where('resource_id', '=', resource.resource_id)
        .execute();
    }
    rendered += resources.length;
    if (resources.length < BATCH) break;
  }
  return rendered;
}
