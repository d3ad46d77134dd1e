/**
 * Decides from a file's bytes (not its name or the browser's word) whether a school may
 * share it, and under which type it is served. Programs and scripts are refused whatever
 * they are called; so is anything we cannot recognise as a document, picture, sound or
 * video. magic-bytes.js names the type from the first bytes; the checks for programs come
 * first and do not depend on it.
 */
import { filetypeinfo } from 'magic-bytes.js';
import { RESOURCE_REFUSAL } from '@skillfolio/shared/wire';
import { ENGLISH } from '../i18n/serverTexts';

/** How many leading bytes the decision needs. */
export const HEAD_BYTES = 4100;

export type TypeDecision = { ok: true; contentType: string } | { ok: false; refusal: string };

/** Programs recognised by their first bytes, with what we tell the admin they are. */
const PROGRAM_SIGNATURES: ReadonlyArray<{ bytes: readonly number[]; what: string }> = [
  { bytes: [0x4d, 0x5a], what: ENGLISH('files.windowsProgram') }, // MZ: .exe, .dll, .scr …
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: ENGLISH('files.linuxProgram') }, // ELF
  { bytes: [0xfe, 0xed, 0xfa, 0xce], what: ENGLISH('files.macProgram') }, // Mach-O 32-bit
  { bytes: [0xfe, 0xed, 0xfa, 0xcf], what: ENGLISH('files.macProgram') }, // Mach-O 64-bit
  { bytes: [0xce, 0xfa, 0xed, 0xfe], what: ENGLISH('files.macProgram') },
  { bytes: [0xcf, 0xfa, 0xed, 0xfe], what: ENGLISH('files.macProgram') },
  // Universal binary / Java class.
  { bytes: [0xca, 0xfe, 0xba, 0xbe], what: ENGLISH('files.macOrJavaProgram') },
  { bytes: [0x23, 0x21], what: ENGLISH('files.script') }, // #!
];

/** Names that are programs or scripts (or pages that run scripts) whatever their bytes. */
const PROGRAM_EXTENSIONS = new Set([
  'exe',
  'dll',
  'com',
  'scr',
  'msi',
  'msp',
  'cpl',
  'sys',
  'drv',
  'pif',
  'lnk',
  'reg',
  'inf',
  'bat',
  'cmd',
  'ps1',
  'psm1',
  'psd1',
  'vbs',
  'vbe',
  'js',
  'jse',
  'mjs',
  'cjs',
  'wsf',
  'wsh',
  'hta',
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'sh',
  'bash',
  'zsh',
  'csh',
  'ksh',
  'command',
  'py',
  'pyw',
  'pl',
  'rb',
  'php',
  'jar',
  'class',
  'app',
  'dmg',
  'pkg',
  'apk',
  'deb',
  'rpm',
  'elf',
  'bin',
  'run',
  'so',
  'dylib',
  'applescript',
  'scpt',
  'gadget',
  'msc',
  'url',
  'desktop',
]);

/** Office files that may carry macros by design. */
const MACRO_EXTENSIONS = new Set([
  'docm',
  'dotm',
  'xlsm',
  'xltm',
  'xlam',
  'xlsb',
  'pptm',
  'potm',
  'ppsm',
  'ppam',
  'sldm',
]);

/** Office and OpenDocument files inside a ZIP container, known by their name. */
const ZIP_DOCUMENTS: Readonly<Record<string, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

/** Older Office files inside an OLE container, known by their name. */
const OLE_DOCUMENTS: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Types recognised from the bytes alone, by magic-bytes.js's name for them. */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  ogx: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};

/**
 * Extensions whose container magic-bytes.js names by a sibling (an .m4a is an MP4 box, a
 * .webm a Matroska one): the name then gives the more exact type.
 */
const CONTAINER_OF: Readonly<Record<string, string>> = {
  m4a: 'mp4',
  webm: 'mkv',
  ogg: 'ogx',
  oga: 'ogx',
};

/** Plain text we accept when no signature matches and the bytes are text. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** The lower-case extension of a file name, '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function startsWith(head: Uint8Array, bytes: readonly number[]): boolean {
  return bytes.length <= head.length && bytes.every((b, i) => head[i] === b);
}

/** Text with no NUL and valid UTF-8 (a BOM allowed): a CSV or a .txt, never a binary. */
function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // A multi-byte character cut at the end of the head is not a reason to refuse.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, lastWholeCharEnd(head)));
    return true;
  } catch {
    return false;
  }
}

/** Where the last complete UTF-8 sequence of the head ends. */
function lastWholeCharEnd(head: Uint8Array): number {
  let end = head.length;
  for (let back = 1; back <= 3 && end - back >= 0; back += 1) {
    const byte = head[end - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: keep looking for the lead
    if (byte >= 0xc0) end -= back; // a lead byte whose sequence may be cut: drop it
    break;
  }
  return end;
}

/**
 * The type a file is served as, or why it is refused. `head` is its first HEAD_BYTES (or
 * fewer), `hasMacros` whether the whole file names a macro project (see macroScanner).
 */
export function decideFileType(
  head: Uint8Array,
  fileName: string,
  hasMacros: boolean,
): TypeDecision {
  const extension = extensionOf(fileName);
  const program = PROGRAM_SIGNATURES.find((p) => startsWith(head, p.bytes));
  if (program) return { ok: false, refusal: RESOURCE_REFUSAL.program(program.what) };
  if (PROGRAM_EXTENSIONS.has(extension)) {
    return {
      ok: false,
      refusal: RESOURCE_REFUSAL.program(ENGLISH('files.extensionFile', { extension })),
    };
  }
  if (MACRO_EXTENSIONS.has(extension) || hasMacros) {
    return { ok: false, refusal: RESOURCE_REFUSAL.macros };
  }

  const names = filetypeinfo(head).map((guess) => guess.typename.toLowerCase());
  if (names.includes('zip')) {
    const type = ZIP_DOCUMENTS[extension];
    return type
      ? { ok: true, contentType: type }
      : { ok: false, refusal: RESOURCE_REFUSAL.unknownType };
  }
  if (names.includes('doc')) {
    const type = OLE_DOCUMENTS[extension];
    return type
      ? { ok: true, contentType: type }
      : { ok: false, refusal: RESOURCE_REFUSAL.unknownType };
  }
  const byName = MEDIA_TYPES[extension];
  if (byName && (names.includes(extension) || names.includes(CONTAINER_OF[extension] ?? ''))) {
    return { ok: true, contentType: byName };
  }
  for (const name of names) {
    const type = MEDIA_TYPES[name];
    if (type) return { ok: true, contentType: type };
  }
  const textType = TEXT_TYPES[extension];
  // A UTF-8 byte order mark (how spreadsheets save CSV) is the only signature text has.
  const mayBeText = names.length === 0 || names.includes('txt');
  if (mayBeText && textType && looksLikeText(head)) {
    return { ok: true, contentType: textType };
  }
  return { ok: false, refusal: RESOURCE_REFUSAL.unknownType };
}

/**
 * Watches a file's bytes go by for the name of a macro project: `vbaProject.bin` in an
 * Office ZIP's directory (names are stored uncompressed), `_VBA_PROJECT` (UTF-16) in an old
 * OLE document. A match across two chunks is caught by keeping the tail of the last one.
 */
export function macroScanner(): { push(chunk: Buffer): void; found(): boolean } {
  const needles = [Buffer.from('vbaProject.bin', 'latin1'), Buffer.from('_VBA_PROJECT', 'utf16le')];
  const keep = Math.max(...needles.map((n) => n.length)) - 1;
  let tail = Buffer.alloc(0);
  let found = false;
  return {
    push(chunk) {
      if (found) return;
      const window = Buffer.concat([tail, chunk]);
      found = needles.some((needle) => window.includes(needle));
      tail = window.subarray(Math.max(0, window.length - keep));
    },
    found: () => found,
  };
}
