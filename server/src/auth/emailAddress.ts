/** A plausible e-mail address: one @, something either side, a dot in the domain, no spaces. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text);
}
