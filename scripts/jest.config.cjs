// The repo's own tooling: the checks `npm run check` runs are themselves tested here.
module.exports = require('../jest.preset.cjs')(__dirname, 'node', {
  testMatch: ['<rootDir>/*.test.ts'],
  testTimeout: 60000,
});
