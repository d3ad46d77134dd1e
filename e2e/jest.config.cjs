// End-to-end: real Chromium against the built app on the real server; one browser at a time.
module.exports = require('../jest.preset.cjs')(__dirname, 'node', {
  testMatch: ['<rootDir>/*.test.ts'],
  testTimeout: 90000,
  // axe-core audits every page the tests open and fails a test on serious violations.
  setupFilesAfterEnv: ['<rootDir>/support/accessibilityHook.ts'],
});
