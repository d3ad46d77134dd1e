/**
 * Passwords the server makes for imported users who came without one: read aloud or copied
 * from a printed sheet by a child, so lower-case letters and digits without the look-alikes
 * (0/o, 1/l/i), in three groups of four: 31^12, about 59 bits.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function generatePassword(): string {
  const groups: string[] = [];
  for (let group = 0; group < 3; group += 1) {
    let text = '';
    for (let i = 0; i < 4; i += 1) text += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}
