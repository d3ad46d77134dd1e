// The suite runs twice in `npm test`: on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
// The durability tests are about the SQLite file on a school's own disk and start their own
// server on one whatever the URL says, so the PostgreSQL pass leaves them out.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
module.exports = require('../jest.preset.cjs')(__dirname, 'node', {
  displayName: onPostgres ? 'server (postgres)' : 'server (sqlite)',
  testPathIgnorePatterns: ['/node_modules/', ...(onPostgres ? ['/src/durability/'] : [])],
  testTimeout: 30000,
});
