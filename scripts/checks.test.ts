/**
 * `npm run check` must catch what the architecture forbids. Each case lints or formats a
 * planted file (given on stdin, named as if it lived in the tree) with the repo's own config.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

interface LintCase {
  filePath: string;
  code: string;
}

/**
 * Lints every case in one ESLint process (loading typescript-eslint costs seconds). A planted
 * file is in no tsconfig, so the type-aware rules (the promise rules: they need the file's
 * program) are off here; the boundary rules these cases are about read imports only.
 */
function lint(cases: LintCase[]): string[][] {
  const program = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    (async () => {
      const eslint = new ESLint({
        cwd: process.cwd(),
        overrideConfig: [{
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: { parserOptions: { project: null, projectService: false } },
          rules: {
            '@typescript-eslint/no-floating-promises': 'off',
            '@typescript-eslint/no-misused-promises': 'off',
          },
        }],
      });
      const out = [];
      for (const c of cases) {
        const [result] = await eslint.lintText(c.code, { filePath: c.filePath });
        out.push(result.messages.filter((m) => m.severity === 2).map((m) => (m.ruleId ?? 'fatal') + ': ' + m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const run = spawnSync(process.execPath, ['-e', program], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`eslint failed to run: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

const at = (file: string) => path.join(root, file);

describe('the lint gate', () => {
  const cases: (LintCase & { name: string; refused: boolean; rule?: RegExp })[] = [
    {
      name: 'a remote importing another remote',
      filePath: at('remote-learner/src/planted/plantedImport.ts'),
      code: "import AdminRoutes from '../../../remote-admin/src/Routes';\nexport const x = AdminRoutes;\n",
      refused: true,
      rule: /never another remote or the shell/,
    },
    {
      name: 'a remote importing the shell',
      filePath: at('remote-admin/src/plantedImport.ts'),
      code: "import { App } from '../../shell/src/App';\nexport const x = App;\n",
      refused: true,
      rule: /never another remote or the shell/,
    },
    {
      name: "the server importing shared's runtime code",
      filePath: at('server/src/plantedImport.ts'),
      code: "import { apiClient } from '@skillfolio/shared';\nexport const x = apiClient;\n",
      refused: true,
      rule: /imports only types from shared/,
    },
    {
      name: 'shared importing an app',
      filePath: at('shared/src/plantedImport.ts'),
      code: "import LearnerRoutes from 'remote-learner/src/Routes';\nexport const x = LearnerRoutes;\n",
      refused: true,
      rule: /never the other way round/,
    },
    {
      name: 'the shared singleton importing the admin kit',
      filePath: at('shared/src/ui/plantedImport.ts'),
      code: "import * as kit from '../admin-kit';\nexport const x = kit;\n",
      refused: true,
      rule: /never imports the admin kit/,
    },
    {
      name: 'the admin kit reaching the kit by relative path',
      filePath: at('shared/src/admin-kit/resources/plantedImport.ts'),
      code: "import { Button } from '../../ui';\nexport const x = Button;\n",
      refused: true,
      rule: /by name/,
    },
    {
      name: 'the admin kit importing the kit by name',
      filePath: at('shared/src/admin-kit/resources/plantedImport.ts'),
      code: "import { Button } from '@skillfolio/shared';\nimport { y } from './plantedOther';\nexport const x = [Button, y];\n",
      refused: false,
    },
    {
      name: 'the learner remote using the admin kit',
      filePath: at('remote-learner/src/plantedImport.ts'),
      code: "import * as kit from '@skillfolio/shared/admin-kit';\nexport const x = kit;\n",
      refused: true,
      rule: /Only the admin remotes/,
    },
    {
      name: 'an admin remote using the admin kit',
      filePath: at('remote-admin/src/plantedImport.ts'),
      code: "import * as kit from '@skillfolio/shared/admin-kit';\nexport const x = kit;\n",
      refused: false,
    },
    {
      name: 'browser code importing the server',
      filePath: at('shell/src/plantedImport.ts'),
      code: "import { buildApp } from '../../server/src/app';\nexport const x = buildApp;\n",
      refused: true,
      rule: /never imports the server/,
    },
    {
      name: 'a screen using ky directly',
      filePath: at('remote-learner/src/plantedImport.ts'),
      code: "import ky from 'ky';\nexport const x = ky;\n",
      refused: true,
      rule: /used inside shared only/,
    },
    {
      name: 'a remote with its own copy of the router',
      filePath: at('remote-public/src/plantedImport.ts'),
      code: "import { Link } from 'react-router-dom';\nexport const x = Link;\n",
      refused: true,
      rule: /the page has one copy/,
    },
    {
      name: 'the admin kit with its own copy of the router',
      filePath: at('shared/src/admin-kit/plantedImport.ts'),
      code: "import { useNavigate } from 'react-router';\nexport const x = useNavigate;\n",
      refused: true,
      rule: /the page has one copy/,
    },
    {
      name: 'a remote taking the router from shared',
      filePath: at('remote-public/src/plantedImport.ts'),
      code: "import { Link } from '@skillfolio/shared';\nexport const x = Link;\n",
      refused: false,
    },
    {
      name: 'an effect with an incomplete dependency list',
      filePath: at('remote-learner/src/PlantedHook.tsx'),
      code: "import { useEffect } from 'react';\nexport function PlantedHook({ id }: { id: number }) {\n  useEffect(() => {\n    console.log(id);\n  }, []);\n  return null;\n}\n",
      refused: true,
      rule: /exhaustive-deps/,
    },
    {
      name: 'the server taking a type from shared',
      filePath: at('server/src/plantedImport.ts'),
      code: "import type { School } from '@skillfolio/shared/types';\nexport type X = School;\n",
      refused: false,
    },
    {
      name: 'a remote using shared',
      filePath: at('remote-learner/src/plantedImport.ts'),
      code: "import { Button } from '@skillfolio/shared';\nexport const x = Button;\n",
      refused: false,
    },
  ];

  const results = lint(cases);

  it.each(cases.map((c, i) => [c.name, c, i] as const))('judges %s', (_name, c, i) => {
    const errors = results[i] ?? [];
    if (c.refused) {
      expect(errors.some((e) => c.rule?.test(e))).toBe(true);
    } else {
      expect(errors).toEqual([]);
    }
  });
});

describe('the format gate', () => {
  it('refuses code Prettier would change, and passes code it would not', () => {
    const check = (code: string) =>
      spawnSync(
        process.execPath,
        [
          at('node_modules/prettier/bin/prettier.cjs'),
          '--check',
          '--stdin-filepath',
          at('shared/src/x.ts'),
        ],
        { cwd: root, input: code, encoding: 'utf8' },
      ).status;
    expect(check('export const x = {a:1,b:"two"}\n')).not.toBe(0);
    expect(check("export const x = { a: 1, b: 'two' };\n")).toBe(0);
  });
});
