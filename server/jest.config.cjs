// Jest's module runtime (without --experimental-vm-modules) can neither require an
// ESM-only package nor run a dynamic import(), both of which Node 20 itself handles:
// content-disposition 3 (from @fastify/static 10) and cookie 2 are ESM-only, and
// @fastify/cookie 11 loads cookie with import(). ts-jest turns all three into CommonJS.
// The suite runs twice in `npm test`: on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
module.exports = require('../jest.preset.cjs')(__dirname, 'node', {
  displayName: process.env.TEST_DATABASE_URL ? 'server (postgres)' : 'server (sqlite)',
  testTimeout: 30000,
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(ky|content-disposition|cookie|@fastify\\+cookie)@)',
  ],
});
