/** name → value of every cookie the app set, sent back as one Cookie header (one app per file). */
export interface CookieJar {
  header(): string;
  /** Takes in the Set-Cookie lines of a reply: a cookie set empty or with Max-Age=0 is dropped. */
  store(setCookieLines: readonly string[]): void;
  clear(): void;
}

export function createCookieJar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(lines) {
      for (const line of lines) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        if (at < 1) continue;
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    clear: () => cookies.clear(),
  };
}
