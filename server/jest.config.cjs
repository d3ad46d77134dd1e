// Jest's module runtime (without --experimental-vm-modules) can neither require an
// ESM-only package nor run a dynamic import(), both of which Node itself handles:
// content-disposition 3 (from @fastify/static 10), cookie 2, kysely 0.29 and typebox 1 are
// ESM-only, and @fastify/cookie 11 loads cookie with import(). ts-jest turns them into CommonJS.
// The suite runs twice in `npm test`: on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
// The durability tests are about the SQLite file on a school's own disk and start their own
// server on one whatever the URL says, so the PostgreSQL pass leaves them out.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
module.exports = require('../jest.preset.cjs')(__dirname, 'node', {
  displayName: onPostgres ? 'server (postgres)' : 'server (sqlite)',
  testPathIgnorePatterns: ['/node_modules/', ...(onPostgres ? ['/src/durability/'] : [])],
  // Test-only code (the security harness, buildTestApp) lives in test/, out of the build.
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(ky|kysely|typebox|content-disposition|cookie|@fastify\\+cookie)@)',
  ],
});
