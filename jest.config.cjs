// Every suite of the repo; scripts/test.mjs runs this and prints the one summary line.
module.exports = {
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
