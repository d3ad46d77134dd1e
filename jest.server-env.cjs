// The server tests' environment: Node's, plus what a jest worker keeps for all of its test
// files. Jest gives each file a fresh global object and module registry, so the schema
// compilers' memory (server/test/support/compiledSchemas.ts) would start empty in every file;
// this hands each file the worker's one store instead.
const { TestEnvironment } = require('jest-environment-node');

const compiledSchemas = new Map();

class ServerTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__skillfolioCompiledSchemas = compiledSchemas;
  }
}

module.exports = ServerTestEnvironment;
