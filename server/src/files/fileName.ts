/** The name an upload is kept and offered back under: no path, no control characters, not too long. */
import { FILE_NAME_MAX } from '@skillfolio/shared/wire';

const UNSAFE = new Set(['"', '<', '>', '|', ':', '*', '?']);

function isUnsafe(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || UNSAFE.has(char);
}

export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base, (char) => (isUnsafe(char) ? '_' : char))
    .join('')
    .trim()
    .replace(/^\.+/, '');
  const name = cleaned === '' ? 'file' : cleaned;
  if (name.length <= FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, FILE_NAME_MAX - extension.length) + extension;
}
