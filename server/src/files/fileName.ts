/**
 * The name an upload is kept and offered back under: no path, no control characters, no
 * invisible ones, not too long.
 */
import { FILE_NAME_MAX } from '@skillfolio/shared/wire';

const UNSAFE = new Set(['"', '<', '>', '|', ':', '*', '?']);

/**
 * Characters that change how a name reads without being seen: format characters (Cf: the
 * bidirectional overrides and isolates U+202A–202E and U+2066–2069 that turn
 * `invoice‮fdp.exe` into "invoiceexe.pdf" on screen, zero-width spaces and joiners, the
 * soft hyphen, the byte-order mark), line and paragraph separators, private-use and
 * unassigned code points, and the Hangul fillers that render as blank.
 */
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\u115F\u1160\u3164\uFFA0]/gu;

function isUnsafe(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || UNSAFE.has(char);
}

export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base.replace(INVISIBLE, ''), (char) => (isUnsafe(char) ? '_' : char))
    .join('')
    .trim()
    .replace(/^\.+/, '');
  const name = cleaned === '' ? 'file' : cleaned;
  if (name.length <= FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, FILE_NAME_MAX - extension.length) + extension;
}
