// End-to-end: real Chromium against the built app on the real server; one browser at a time.
module.exports = require('../jest.preset.cjs')(__dirname, 'node', {
  testMatch: ['<rootDir>/*.test.ts'],
  testTimeout: 90000,
  // axe-core audits every page the tests open and fails a test on serious violations; any
  // Content Security Policy refusal in any page fails the test too.
  setupFilesAfterEnv: [
    '<rootDir>/support/accessibilityHook.ts',
    '<rootDir>/support/contentSecurityHook.ts',
  ],
});
