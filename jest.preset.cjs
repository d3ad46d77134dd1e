// One jest setup for every workspace package: ts-jest transpiles (types are checked by `tsc -b`),
// and the packages that ship only ESM are transformed too: Node itself may require() them, jest's
// own module loader (without --experimental-vm-modules) can neither require them nor run a
// dynamic import(). ky, kysely and typebox (as .mjs) for everyone; content-disposition 3 (from
// @fastify/static 10), cookie 2 and @fastify/cookie 11 (which loads cookie with import()) for
// the server, which screen tests also build in-process; openid-client with oauth4webapi and
// jose for sign-in.
const path = require('node:path');

// Under another Node the suites would test a runtime the app never runs on: say how instead.
require('./scripts/runtime/pin.cjs').assertGoodEnough("Skillfolio's test suite");

/** @param {string} dir the package folder @param {'node'|'jsdom'} env */
module.exports = function jestProject(dir, env, extra = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/*.test.ts'],
    transform: {
      // A stylesheet is its text, as webpack's asset/source rule loads it.
      '^.+\\.css$': path.join(__dirname, 'jest.css-transform.cjs'),
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('ts-jest'),
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node10',
            esModuleInterop: true,
            allowJs: true,
            isolatedModules: true,
            target: 'ES2022',
          },
          diagnostics: false,
        },
      ],
    },
    setupFiles: env === 'jsdom' ? [path.join(__dirname, 'jest.jsdom-setup.cjs')] : [],
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'jest.jsdom-after-env.cjs')] : [],
    // Jest takes the timeout of a multi-project run from the first project's config, so every
    // project carries it: server and screen tests hash real passwords and start real servers.
    testTimeout: 30000,
    transformIgnorePatterns: [
      '/node_modules/\\.pnpm/(?!(ky|kysely|typebox|content-disposition|cookie|@fastify\\+cookie|openid-client|oauth4webapi|jose)@)',
    ],
    // The wire schemas and endpoint declarations from source, never a stale dist build (the
    // server's runtime entry).
    moduleNameMapper: {
      '^@skillfolio/shared/wire$': path.join(__dirname, 'shared/src/wire/index.ts'),
      '^@skillfolio/shared/contract$': path.join(__dirname, 'shared/src/contract/index.ts'),
    },
    ...extra,
  };
};
