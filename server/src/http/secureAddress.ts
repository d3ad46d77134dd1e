/**
 * Where the server may send a secret (a client secret, a token, a sign-in's code): over TLS,
 * or in plain http only to this machine (a test's or a developer's stand-in for the real one).
 */
const THIS_MACHINE = new Set(['127.0.0.1', 'localhost']);

export function isSecureOrLocal(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && THIS_MACHINE.has(url.hostname));
}
