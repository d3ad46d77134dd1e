/**
 * How each page of a PDF opens and closes its marked content (BMC/BDC … EMC): a tagged PDF
 * whose page leaves one open, or closes one it never opened, makes readers warn ("Mismatched
 * EMC operator") and can lose the tags of what follows. Reads pdfkit's output: objects
 * written one after another, page content Flate-compressed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

export interface PageMarks {
  /** The page's content object number. */
  object: number;
  /** EMC operators with nothing open to close. */
  unopened: number;
  /** BMC/BDC operators still open at the end of the page. */
  unclosed: number;
}

const STREAM = /(\d+) 0 obj\s*<<([\s\S]*?)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g;

/** The marked-content balance of every content stream (fonts and images are left out). */
export function markedContentOfPages(pdf: Buffer): PageMarks[] {
  const raw = pdf.toString('latin1');
  const pages: PageMarks[] = [];
  for (const match of raw.matchAll(STREAM)) {
    const [, object = '0', dictionary = '', body = ''] = match;
    if (/\/(Subtype|Type)\s*\/(FontFile|Image|XObject|Metadata)/.test(dictionary)) continue;
    if (dictionary.includes('/Length1')) continue;
    let content: string;
    try {
      const bytes = Buffer.from(body, 'latin1');
      content = dictionary.includes('/FlateDecode')
        ? inflateSync(bytes).toString('latin1')
        : bytes.toString('latin1');
    } catch {
      continue;
    }
    if (!/\b(BT|re|m)\b/.test(content)) continue;
    let open = 0;
    let unopened = 0;
    for (const [operator] of content.matchAll(/\b(?:BMC|BDC|EMC)\b/g)) {
      if (operator === 'EMC') {
        if (open === 0) unopened += 1;
        else open -= 1;
      } else open += 1;
    }
    pages.push({ object: Number(object), unopened, unclosed: open });
  }
  return pages;
}

/** What a poppler tool (pdfinfo, pdftotext) says on stderr; null when it is not installed. */
export function popplerWarnings(tool: 'pdfinfo' | 'pdftotext', pdf: Buffer): string | null {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-pdf-'));
  try {
    const file = path.join(folder, 'profile.pdf');
    writeFileSync(file, pdf);
    const args = tool === 'pdftotext' ? [file, path.join(folder, 'profile.txt')] : [file];
    const run = spawnSync(tool, args, { encoding: 'utf8' });
    if (run.error) return null;
    return run.stderr;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
