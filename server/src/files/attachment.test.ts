import { parse } from 'content-disposition';
import { attachment } from './attachment';

describe('the Content-Disposition of a download', () => {
  it('names a plain ASCII file once, quoted where it holds more than a token', () => {
    expect(attachment('users.csv')).toBe('attachment; filename=users.csv');
    expect(attachment('Revision plan.pdf')).toBe('attachment; filename="Revision plan.pdf"');
  });

  it('escapes quotes and offers a name beyond ASCII as filename* with a plain fallback', () => {
    const header = attachment('Café "notes" (v2)\'s.txt');
    expect(header).toBe(
      'attachment; filename="Cafe \\"notes\\" (v2)\'s.txt"; ' +
        "filename*=UTF-8''Caf%C3%A9%20%22notes%22%20%28v2%29%27s.txt",
    );
    // A reader that knows filename* gets the name with its own letters.
    expect(parse(header).parameters).toEqual({ filename: 'Café "notes" (v2)\'s.txt' });
  });

  it('keeps letters that have no plain form as _ in the fallback, and takes a given fallback', () => {
    expect(attachment('王小明.pdf')).toBe(
      "attachment; filename=___.pdf; filename*=UTF-8''%E7%8E%8B%E5%B0%8F%E6%98%8E.pdf",
    );
    expect(attachment('profile-siân-2026-11-22.pdf', 'profile-sian-2026-11-22.pdf')).toBe(
      'attachment; filename=profile-sian-2026-11-22.pdf; ' +
        "filename*=UTF-8''profile-si%C3%A2n-2026-11-22.pdf",
    );
  });

  it('cannot be split into another header or parameter by the name', () => {
    const header = attachment('a"; filename="evil.exe\r\nX-Injected: 1');
    expect(header).not.toMatch(/[\r\n]/);
    expect(
      header.startsWith('attachment; filename="a\\"; filename=\\"evil.exe__X-Injected: 1"; '),
    ).toBe(true);
  });
});
