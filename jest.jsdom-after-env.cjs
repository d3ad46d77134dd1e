// Screen tests wait for a real server (password hashing included) on a machine that may be
// busy: findBy* and waitFor wait up to 5 s instead of testing-library's 1 s before failing.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
