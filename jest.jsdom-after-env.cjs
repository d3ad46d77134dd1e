// Screen tests wait for a real server (password hashing included) on a machine that may be
// busy: findBy* and waitFor wait up to 5 s instead of testing-library's 1 s before failing.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });

/* global beforeAll */
// Every namespace of every package in English before a test renders, as a page has them by
// the time its screen shows: a test finds the words at once, without waiting for a fetch.
const path = require('node:path');
const { i18n, registeredNamespaces } = require('./shared/src/i18n/i18n.ts');
for (const pkg of [
  'shell',
  'remote-public',
  'remote-learner',
  'remote-admin',
  'remote-globaladmin',
]) {
  require(path.join(__dirname, pkg, 'src/catalogues.ts')).registerCatalogues();
}
beforeAll(() => i18n.loadNamespaces(registeredNamespaces()));
