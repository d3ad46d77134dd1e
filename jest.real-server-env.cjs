// A jsdom environment whose window talks to a real server: jsdom has no fetch, so the window
// gets Node's own fetch and the web classes it checks against (one realm, or undici refuses
// a jsdom AbortSignal), plus a cookie jar so the session cookie travels like a browser's.
// Use it per test file: `@jest-environment ../jest.real-server-env.cjs` (relative to the package).
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'FormData',
  'Blob',
  'File',
];

/** name → value of every cookie the server set (one server per test file, so no domains). */
function createCookieJar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response) {
      for (const line of response.headers.getSetCookie()) {
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

class RealServerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    for (const name of NODE_GLOBALS) win[name] = globalThis[name];
    const jar = createCookieJar();
    const nodeFetch = globalThis.fetch;
    // What the page sent, so a test can tell a write happened (e.g. RememberSelection).
    const requests = [];
    win.fetch = async (input, init) => {
      // A page-relative URL resolves against the page, as in a browser.
      const request =
        input instanceof globalThis.Request
          ? new globalThis.Request(input, init)
          : new globalThis.Request(new URL(String(input), win.location.href), init);
      requests.push({
        method: request.method,
        url: request.url,
        body: request.body ? await request.clone().text() : '',
      });
      const cookie = jar.header();
      if (cookie) request.headers.set('cookie', cookie);
      const response = await nodeFetch(request);
      jar.store(response);
      return response;
    };
    win.__cookieJar = jar;
    win.__requests = requests;
  }
}

module.exports = RealServerEnvironment;
