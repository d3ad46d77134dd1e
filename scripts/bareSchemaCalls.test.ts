import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { bareSchemaCalls } from '../shared/webpack/bareSchemaCalls.cjs';

const root = path.resolve(__dirname, '..');

function transform(source: string): string {
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    transformers: { before: [bareSchemaCalls(ts)] },
  }).outputText;
}

describe('the browser bundles’ endpoint declarations', () => {
  test('a schema keeps its builder calls, marked pure, and none of its fields', () => {
    const out = transform(`
      import { Type, type Static } from 'typebox';
      import { Nullable } from './primitives';
      export const Pupil = Type.Object({
        pupil_secret_field: Type.String(),
        grade: Nullable(Type.Integer({ minimum: 0 })),
        kind: Type.Union([Type.Literal('written'), Type.Literal('spoken')]),
      });
      export type Pupil = Static<typeof Pupil>;
    `);
    expect(out).toContain('/*#__PURE__*/ Type.Object()');
    for (const gone of ['pupil_secret_field', 'grade', 'minimum', 'written', 'Nullable(']) {
      expect(out).not.toContain(gone);
    }
  });

  test('a declaration keeps what the browser reads and loses the rule only the server reads', () => {
    const out = transform(`
      import { Type } from 'typebox';
      import { endpoint } from './endpoint';
      const READ = { access: 'user', allowReadOnly: true } as const;
      export const GetThings = endpoint({
        method: 'GET',
        path: '/api/user/GetThings',
        rule: { ...READ, owns: { user_id: 'self' } },
        query: Type.Object({ user_id: Type.Integer() }),
        reply: Type.Array(Type.String()),
        mayBeEmpty: true,
      });
    `);
    expect(out).toMatch(/\/\*#__PURE__\*\/ endpoint\(\{/);
    expect(out).toContain("method: 'GET'");
    expect(out).toContain("path: '/api/user/GetThings'");
    expect(out).toContain('query: /*#__PURE__*/ Type.Object()');
    expect(out).toContain('reply: /*#__PURE__*/ Type.Array()');
    expect(out).toContain('mayBeEmpty: true');
    expect(out).not.toContain('owns');
    expect(out).not.toContain('user_id');
  });

  test('a module whose Type or endpoint is not the schema builder’s is left as it is', () => {
    const source = `
      import { Type } from './kinds';
      import { endpoint } from './endpointsOfOthers';
      export const kind = Type.Of({ keep_me: 1 });
      export const e = endpoint({ rule: 'kept', path: '/x' });
    `;
    const out = transform(source);
    expect(out).toContain('keep_me');
    expect(out).toContain("rule: 'kept'");
    expect(out).not.toContain('__PURE__');
  });

  test('no built area carries an endpoint’s rule', () => {
    const dists = [
      'shell',
      'remote-public',
      'remote-learner',
      'remote-admin',
      'remote-globaladmin',
    ];
    for (const dist of dists.map((name) => path.join(root, name, 'dist'))) {
      const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const file of scripts) {
        const code = fs.readFileSync(path.join(dist, file), 'utf8');
        // Words only an endpoint's rule holds.
        expect({ file, ownDataOnly: code.includes('ownDataOnly') }).toEqual({
          file,
          ownDataOnly: false,
        });
        expect({ file, allowReadOnly: code.includes('allowReadOnly') }).toEqual({
          file,
          allowReadOnly: false,
        });
      }
    }
  });
});
