const { buildRecord } = require('../shared/webpack/buildRecord.cjs');

module.exports = require('../jest.preset.cjs')(__dirname, 'jsdom', {
  // What the shell's build compiles in (federation.cjs), so tests check areas as it does.
  globals: { __SF_BUILD_RECORD__: buildRecord('sf_shell') },
});
