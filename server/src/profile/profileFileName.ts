/** The name a profile PDF is offered under: `profile-pat-pupil-2026-11-22.pdf`. */
export interface ProfileFileName {
  /** Letters and digits of the name in ASCII, for the plain `filename=` parameter. */
  ascii: string;
  /** The name with its own letters, for `filename*=UTF-8''`. */
  own: string;
}

function slug(name: string, keep: RegExp): string {
  return Array.from(name.toLowerCase(), (char) => (keep.test(char) ? char : '-'))
    .join('')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

/** Latin letters that do not decompose into a plain letter and a mark. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

export function profileFileName(pupilName: string, now: Date): ProfileFileName {
  const day = now.toISOString().slice(0, 10);
  const plain = slug(
    Array.from(pupilName.toLowerCase(), (char) => PLAIN_LETTERS[char] ?? char)
      .join('')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, ''),
    /[a-z0-9]/,
  );
  const own = slug(pupilName, /[\p{L}\p{N}]/u);
  const name = (part: string) =>
    part === '' ? `profile-${day}.pdf` : `profile-${part}-${day}.pdf`;
  return { ascii: name(plain), own: name(own) };
}
