// A TypeScript transform for the browser bundles, which read of an endpoint declaration only
// its method, path and which parts it takes or answers (src/contract/endpoint.ts):
// - every `Type.X(...)` call of a module that imports `Type` from 'typebox' loses its
//   arguments. In a bundle `typebox` is the empty-marker stub (schemaBuilderStub.cjs), which
//   ignores what it is given, so the arguments (every field name of every wire schema, the
//   nested builder calls, the texts a literal names) are bytes a browser downloads and runs
//   for nothing;
// - an `endpoint({...})` declaration loses its `rule`, which only the server's guard reads;
// - both are marked pure, so a declaration or schema no browser code uses is dropped whole.
// A minifier cannot do this itself: it cannot know that the stub's calls, or `endpoint`'s,
// have no effects.

/** The local names `imported` is imported under from modules `from` accepts. */
function localNames(ts, sourceFile, imported, from) {
  const names = new Set();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!from(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      if (name === imported && !element.isTypeOnly) names.add(element.name.text);
    }
  }
  return names;
}

const isBuilderCall = (ts, node, names) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  names.has(node.expression.expression.text);

const isEndpointCall = (ts, node, names) =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  names.has(node.expression.text) &&
  node.arguments.length === 1 &&
  ts.isObjectLiteralExpression(node.arguments[0]);

const isRule = (ts, property) =>
  ts.isPropertyAssignment(property) &&
  ts.isIdentifier(property.name) &&
  property.name.text === 'rule';

const pure = (ts, node) =>
  ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, '#__PURE__', false);

/**
 * @param {typeof import('typescript')} ts the TypeScript that compiles the bundle (ts-loader's),
 *   found by the caller: this file is also copied where no TypeScript is installed
 * @returns {import('typescript').TransformerFactory<import('typescript').SourceFile>}
 */
function bareSchemaCalls(ts) {
  return (context) => (sourceFile) => {
    const builders = localNames(ts, sourceFile, 'Type', (from) => from === 'typebox');
    const endpoints = localNames(ts, sourceFile, 'endpoint', (from) =>
      /(^|\/)endpoint$/.test(from),
    );
    if (builders.size === 0 && endpoints.size === 0) return sourceFile;
    const visit = (node) => {
      if (isBuilderCall(ts, node, builders)) {
        return pure(ts, ts.factory.updateCallExpression(node, node.expression, undefined, []));
      }
      if (isEndpointCall(ts, node, endpoints)) {
        const declaration = ts.visitEachChild(node.arguments[0], visit, context);
        const kept = declaration.properties.filter((property) => !isRule(ts, property));
        return pure(
          ts,
          ts.factory.updateCallExpression(node, node.expression, undefined, [
            ts.factory.updateObjectLiteralExpression(declaration, kept),
          ]),
        );
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

module.exports = { bareSchemaCalls };
