/** A new school's username, made from its name: lower-case letters and digits, unique. */

const MAX_BASE = 24;

/** "St Mary's C of E Primary" → "stmaryscofeprimary"; a name with no letters → "school". */
export function schoolUsernameBase(schoolName: string): string {
  const base = schoolName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, MAX_BASE);
  return base === '' ? 'school' : base;
}

/** `base` if free, else `base2`, `base3` … (taken: the names in use, lower case). */
export function firstFreeUsername(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
