/**
 * Usernames for the people a roster adds: the MIS's own username when the school has no
 * account by that name, else `given.family` (letters and digits only), numbered when taken.
 */
import { USERNAME_MAX } from '@skillfolio/shared/wire';
import type { RosterUser } from './rosterFile';

/** Letters and digits of a name, without accents ("Zoë" → "zoe", "O'Brien" → "obrien"). */
/** Letters NFKD leaves whole. */
const SPELLED: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
};

function plain(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => SPELLED[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** `taken`: usernames in use at the school, lower case; the caller adds the one chosen. */
export function proposeUsername(user: RosterUser, taken: ReadonlySet<string>): string {
  const own = user.username.trim();
  if (own !== '' && own.length <= USERNAME_MAX && !taken.has(own.toLowerCase())) return own;
  const given = plain(user.givenName);
  const family = plain(user.familyName);
  const base = ([given, family].filter((part) => part !== '').join('.') || 'pupil').slice(0, 80);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
