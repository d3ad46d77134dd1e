/** The type decision from a file's first bytes and name: what a school may share, and why not. */
import { RESOURCE_REFUSAL } from '@skillfolio/shared/wire';
import { decideFileType, macroScanner } from './fileType';
import { safeFileName } from './fileName';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const ZIP = bytes('PK\x03\x04\x14\x00\x06\x00\x08\x00');

describe('decideFileType', () => {
  test.each([
    ['report.pdf', bytes('%PDF-1.7\n'), 'application/pdf'],
    [
      'photo.jpeg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
      'image/jpeg',
    ],
    ['chart.png', bytes('\x89PNG\r\n\x1a\n\x00\x00'), 'image/png'],
    ['song.mp3', bytes('ID3\x03\x00\x00\x00\x00\x00\x00'), 'audio/mpeg'],
    ['talk.m4a', bytes('\x00\x00\x00\x20ftypM4A \x00\x00'), 'audio/mp4'],
    ['clip.mp4', bytes('\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00'), 'video/mp4'],
    ['clip.webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), 'video/webm'],
    ['essay.docx', ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['sheet.ods', ZIP, 'application/vnd.oasis.opendocument.spreadsheet'],
    [
      'old.doc',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      'application/msword',
    ],
    ['marks.csv', Buffer.from('\uFEFFname,mark\r\nZoë,9\r\n', 'utf8'), 'text/csv; charset=utf-8'],
    ['notes.txt', Buffer.from('Plain notes\n', 'utf8'), 'text/plain; charset=utf-8'],
  ])('accepts %s', (name, head, type) => {
    expect(decideFileType(head, name, false)).toEqual({ ok: true, contentType: type });
  });

  test.each([
    ['setup.pdf', bytes('MZ\x90\x00'), RESOURCE_REFUSAL.program('a Windows program')],
    ['tool.docx', bytes('\x7fELF\x02\x01'), RESOURCE_REFUSAL.program('a Linux program')],
    [
      'app.jpg',
      Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]),
      RESOURCE_REFUSAL.program('a Mac program'),
    ],
    ['clean.txt', bytes('#!/usr/bin/env python\n'), RESOURCE_REFUSAL.program('a script')],
    ['run.ps1', bytes('Write-Host hi'), RESOURCE_REFUSAL.program('a .ps1 file')],
    [
      'logo.svg',
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      RESOURCE_REFUSAL.program('a .svg file'),
    ],
    ['page.HTM', bytes('<p>hi</p>'), RESOURCE_REFUSAL.program('a .htm file')],
    ['budget.xlsm', ZIP, RESOURCE_REFUSAL.macros],
    ['archive.zip', ZIP, RESOURCE_REFUSAL.unknownType],
    ['binary.txt', Buffer.from([0x41, 0x00, 0x42]), RESOURCE_REFUSAL.unknownType],
    ['noname', bytes('hello'), RESOURCE_REFUSAL.unknownType],
  ])('refuses %s', (name, head, refusal) => {
    expect(decideFileType(head, name, false)).toEqual({ ok: false, refusal });
  });

  test('refuses a document that names a macro project', () => {
    expect(decideFileType(ZIP, 'essay.docx', true)).toEqual({
      ok: false,
      refusal: RESOURCE_REFUSAL.macros,
    });
  });
});

describe('macroScanner', () => {
  test('finds vbaProject.bin split across two chunks', () => {
    const scanner = macroScanner();
    scanner.push(Buffer.from('....word/vbaPro'));
    expect(scanner.found()).toBe(false);
    scanner.push(Buffer.from('ject.bin....'));
    expect(scanner.found()).toBe(true);
  });

  test('finds an old document’s _VBA_PROJECT stream name', () => {
    const scanner = macroScanner();
    scanner.push(Buffer.from('_VBA_PROJECT', 'utf16le'));
    expect(scanner.found()).toBe(true);
  });
});

describe('safeFileName', () => {
  test('keeps the name without its path or control characters, and cuts a long one keeping the extension', () => {
    expect(safeFileName('C:\\Users\\Pat\\My "plan".pdf')).toBe('My _plan_.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('bad\r\nname.txt')).toBe('bad__name.txt');
    expect(safeFileName('...')).toBe('file');
    const long = safeFileName(`${'a'.repeat(300)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });
});
