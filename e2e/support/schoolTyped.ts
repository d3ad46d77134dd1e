/**
 * What the school and its people typed, as the screens may show it: every text value in the
 * server's database except the tables the server itself writes words into (mail, the audit
 * log, sync outcomes), so no English sentence of ours passes for a name.
 */
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const SERVER_WORDS = new Set([
  'mail_outbox',
  'audit_log',
  'sessions',
  'roster_syncs',
  'roster_pulls',
  'remote_releases',
  'password_tokens',
]);

export function schoolTypedTexts(dataDir: string): string[] {
  const db = new DatabaseSync(path.join(dataDir, 'skillfolio.db'), { readOnly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    const texts = new Set<string>();
    for (const { name } of tables) {
      if (SERVER_WORDS.has(name) || name.startsWith('kysely_')) continue;
      const rows = db.prepare(`SELECT * FROM "${name}" LIMIT 5000`).all() as Record<
        string,
        unknown
      >[];
      for (const row of rows) {
        for (const value of Object.values(row)) {
          if (typeof value !== 'string' || value.length > 2000) continue;
          texts.add(value);
          // Formatted notes are stored as HTML: the page shows the text between the tags.
          if (value.includes('<')) for (const piece of value.split(/<[^>]*>/)) texts.add(piece);
        }
      }
    }
    return [...texts];
  } finally {
    db.close();
  }
}
