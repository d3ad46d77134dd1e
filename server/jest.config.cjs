// The suite runs twice in `npm test`: on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
// The PostgreSQL pass is there for what differs between the two dialects, so it runs only the
// test files that open a database: a file whose source names none of the test database builders
// (below) runs the same code on either, and a second pass would prove nothing new. The
// durability tests are about the SQLite file on a school's own disk and start their own server
// on one whatever the URL says, so the PostgreSQL pass leaves them out too; so do the fault tests
// (test/faults/), which make their own faults: a PostgreSQL cluster of their own to stop, a
// SQLite file to fill.
const fs = require('node:fs');
const path = require('node:path');

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** What a test file names when it opens a database: the builders of server/test/support/. */
const OPENS_A_DATABASE =
  /\b(buildTestApp|createTestDatabase|prepareTestConfig|openDatabase|TestApp|testDialect|TEST_DATABASE_URL)\b/;

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A file that opens a database only because the app needs one, about something no query
 * touches (a socket trickling bytes), says so with this tag in its header comment.
 */
const SAME_ON_EITHER_DATABASE = /@sameOnEitherDatabase\b/;

/** Test files that never open a database, or say they test the same on either, as ignore patterns. */
function withoutDatabase() {
  return ['src', 'test']
    .flatMap((dir) => testFiles(path.join(__dirname, dir)))
    .filter((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return !OPENS_A_DATABASE.test(source) || SAME_ON_EITHER_DATABASE.test(source);
    })
    .map((file) => `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

module.exports = require('../jest.preset.cjs')(__dirname, 'node', {
  // Node's, with one store of compiled schemas per worker (jest.server-env.cjs says why).
  testEnvironment: require.resolve('../jest.server-env.cjs'),
  displayName: onPostgres ? 'server (postgres)' : 'server (sqlite)',
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(onPostgres ? ['/src/durability/', '/test/faults/', ...withoutDatabase()] : []),
  ],
  // Test-only code (the security harness, buildTestApp) lives in test/, out of the build.
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
});
