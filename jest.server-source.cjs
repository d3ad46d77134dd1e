// Lets this Node process require() the server's TypeScript source, for screen tests that run the
// real app in the test process (jest.real-server-env.cjs). The app runs outside the test's jsdom
// window, in plain Node as in production: inside it, packages see a `document` and take their
// browser builds (pdfkit then cannot find its fonts). TypeScript transpiles each file as the
// server's build would (CommonJS, types already checked by `npm run check`). Transpiling the server costs seconds, so
// the output is kept on disk by content, as ts-jest keeps its own: a later worker or run reuses it.
const { createHash } = require('node:crypto');
const Module = require('node:module');
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');
const ts = require('typescript');

const COMPILER_OPTIONS = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  inlineSourceMap: true,
};
const CACHE_DIR = path.join(os.tmpdir(), `skillfolio-server-source-${ts.version}`);

// The wire schemas and endpoint declarations come from source, never from a stale dist build.
const SHARED_SOURCE = {
  '@skillfolio/shared/wire': path.join(__dirname, 'shared/src/wire/index.ts'),
  '@skillfolio/shared/contract': path.join(__dirname, 'shared/src/contract/index.ts'),
};
const SOURCE_ROOTS = [
  path.join(__dirname, 'server/src'),
  path.join(__dirname, 'server/test'),
  path.join(__dirname, 'shared/src'),
];

let registered = false;

function register() {
  if (registered) return;
  registered = true;
  const compile = (module, filename) => {
    module._compile(transpiled(filename), filename);
  };
  // Only our own source is ours to compile; a package's .ts (types, mostly) is none of ours.
  const previous = Module._extensions['.ts'];
  Module._extensions['.ts'] = (module, filename) => {
    if (SOURCE_ROOTS.some((root) => filename.startsWith(root))) return compile(module, filename);
    if (previous) return previous(module, filename);
    throw new Error(`Cannot load ${filename}`);
  };
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    if (Object.hasOwn(SHARED_SOURCE, request)) return SHARED_SOURCE[request];
    return resolve.call(this, request, ...rest);
  };
}

function transpiled(filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const key = createHash('sha256')
    .update(`${filename}\0${JSON.stringify(COMPILER_OPTIONS)}\0${source}`)
    .digest('hex');
  const cached = path.join(CACHE_DIR, `${key}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    // Not cached yet.
  }
  const { outputText } = ts.transpileModule(source, {
    fileName: filename,
    compilerOptions: COMPILER_OPTIONS,
  });
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed: a worker reading it at the same moment sees all of it or none.
  const aside = `${cached}.${process.pid}.tmp`;
  fs.writeFileSync(aside, outputText);
  fs.renameSync(aside, cached);
  return outputText;
}

/** The server's test builder (server/test/support/buildTestApp.ts), loaded in this process. */
function serverTestKit() {
  register();
  return require('./server/test/support/buildTestApp.ts');
}

module.exports = { serverTestKit, registerServerSource: register };
