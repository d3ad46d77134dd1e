// Every suite of the repo; scripts/test.mjs runs this and prints the one summary line.
module.exports = {
  // Jest reads the timeout from the first project of a run, so set it here for every run.
  // Server and screen tests do real password hashing and start real servers.
  testTimeout: 30000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/remote-public',
    '<rootDir>/remote-learner',
    '<rootDir>/remote-admin',
    '<rootDir>/remote-globaladmin',
    '<rootDir>/server',
    '<rootDir>/e2e',
    '<rootDir>/scripts',
  ],
};
