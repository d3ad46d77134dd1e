// What a build of the shell or a remote records about itself (build-info.json): the versions
// of the shared singletons it declares to the federation runtime. Apart from federation.cjs so
// that tests and the release command read it without loading webpack.
const sharedPkg = require('../package.json');
const { SINGLETONS } = require('./compatibility.cjs');

/** Every version this shared package pins, itself included: the share config's versions. */
const versions = {
  ...sharedPkg.dependencies,
  ...sharedPkg.devDependencies,
  ...sharedPkg.peerDependencies,
  [sharedPkg.name]: sharedPkg.version,
};

const BUILD_RECORD_FILE = 'build-info.json';

/** @param {string} name the build's federation name (sf_shell, sf_admin…) */
function buildRecord(name) {
  return { name, shared: Object.fromEntries(SINGLETONS.map((key) => [key, versions[key]])) };
}

module.exports = { versions, buildRecord, BUILD_RECORD_FILE };
