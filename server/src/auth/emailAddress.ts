/**
 * The one test of an e-mail address a person typed, used everywhere one is taken (school
 * registration, forgot-password, Manage Users, the CSV import, create-admin): one bare
 * address, `local@domain`, and nothing else a mail header allows. A display name
 * (`Pat <pat@x.org>`, `a<x@y>`), a list (`x@y,z@w`), a group (`g: x@y;`), a comment
 * (`pat(x)@x.org`), a quoted local part or an address literal (`a@[1.2.3.4]`) is refused:
 * each would be read one way here and another by a mail server or a person.
 *
 * The parser is `email-addresses` (RFC 5322, with RFC 6532's UTF-8 addresses); the address
 * it finds must be the whole of the text.
 */
import { EMAIL_MAX } from '@skillfolio/shared/wire';
import emailAddresses from 'email-addresses';

/** Each label: letters, digits and hyphens, not starting or ending with a hyphen; two at least. */
const DOMAIN = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)(?:\.(?!-)[\p{L}\p{N}-]{1,63}(?<!-))+$/u;

/** The address, trimmed, when the text is one bare e-mail address; undefined when it is not. */
export function bareEmailAddress(text: string): string | undefined {
  const address = text.trim();
  if (address === '' || address.length > EMAIL_MAX) return undefined;
  const parsed = emailAddresses.parseOneAddress({
    input: address,
    rfc6532: true,
    rejectTLD: true,
  });
  if (parsed === null || parsed.type !== 'mailbox' || parsed.name !== null) return undefined;
  if (parsed.address !== address || !DOMAIN.test(parsed.domain)) return undefined;
  return address;
}

export function isEmailAddress(text: string): boolean {
  return bareEmailAddress(text) !== undefined;
}
