// A jsdom environment for screens tested against the real app, which runs in the test's process
// (shared/src/testing/realServer.ts): the window gets the server's test builder, loaded in plain
// Node outside the window (jest.server-source.cjs says why), and, as jsdom has no fetch, Node's
// own fetch and the web classes it checks against (one realm, or undici refuses a jsdom
// AbortSignal). Use it per test file: `@jest-environment ../jest.real-server-env.cjs` (relative
// to the package).
const { TestEnvironment } = require('jest-environment-jsdom');
const { serverTestKit } = require('./jest.server-source.cjs');

const NODE_GLOBALS = [
  'fetch',
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

class RealServerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
    // Loaded on first use: only the files that build the app pay for loading the server.
    this.global.__serverTestKit = serverTestKit;
  }
}

module.exports = RealServerEnvironment;
