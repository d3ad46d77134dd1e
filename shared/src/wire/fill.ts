/**
 * The English texts' one helper: a catalogue template (`"… {{mb}} MB …"`, i18next's
 * interpolation) filled with values, so the *Texts modules read their words from
 * locales/en.json and say exactly what they said before. Imports nothing.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
