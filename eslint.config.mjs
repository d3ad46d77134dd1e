// One lint setup for the whole repo. The import rules below are ARCHITECTURE.md's boundaries:
// breaking one is an error, not a review comment.
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const REMOTES = ['remote-public', 'remote-learner', 'remote-admin', 'remote-globaladmin'];
const BROWSER_CODE = ['shared/src/**', 'shell/src/**', ...REMOTES.map((r) => `${r}/src/**`)];

const SERVER_IMPORT = {
  group: ['@skillfolio/server', '@skillfolio/server/*', '**/server/src/**', '**/server/dist/**'],
  message: 'Browser code never imports the server.',
};
const SHARED_DEEP_IMPORT = {
  group: ['@skillfolio/shared/src/**', '**/shared/src/**'],
  message: "Import @skillfolio/shared's entry points, never its src/ files.",
};
const CLIENT_LIBRARIES = {
  group: ['ky', 'ky/*', 'zustand', 'zustand/*'],
  message: 'ky and zustand are used inside shared only: use its API functions and session store.',
};
/** A remote with its own router copy would not see the shell's: one copy, inside shared. */
const ROUTER = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import the router from @skillfolio/shared (src/router.ts): the page has one copy.',
};

const ADMIN_REMOTES = ['remote-admin', 'remote-globaladmin'];
const ADMIN_KIT_OUTSIDE_ADMIN = {
  group: ['@skillfolio/shared/admin-kit'],
  message: 'Only the admin remotes use the admin kit: pupils never download admin code.',
};

/** shared imports no app. */
const SHARED_IMPORTS_NO_APP = [
  {
    group: [
      'shell',
      'shell/*',
      '**/shell/src/**',
      ...REMOTES.flatMap((r) => [r, `${r}/*`, `**/${r}/**`]),
    ],
    message: 'shared is imported by the apps, never the other way round.',
  },
  SERVER_IMPORT,
];

/** A remote never imports another remote or the shell. */
function remoteBoundaries(remote) {
  return {
    files: [`${remote}/src/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'shell',
                'shell/*',
                '**/shell/src/**',
                ...REMOTES.flatMap((other) => [other, `${other}/*`, `**/${other}/**`]),
              ],
              message:
                'A remote imports only @skillfolio/shared: never another remote or the shell.',
            },
            SERVER_IMPORT,
            SHARED_DEEP_IMPORT,
            CLIENT_LIBRARIES,
            ROUTER,
            ...(ADMIN_REMOTES.includes(remote) ? [] : [ADMIN_KIT_OUTSIDE_ADMIN]),
          ],
        },
      ],
    },
  };
}

// Names: PascalCase components (.tsx), camelCase modules (.ts), kebab-case folders.
const fileNames = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const relative = path.relative(process.cwd(), context.filename).split(path.sep);
    const srcAt = relative.indexOf('src');
    if (srcAt < 0) return {};
    const folders = relative.slice(srcAt + 1, -1);
    const file = relative[relative.length - 1];
    const [stem] = file.split('.');
    const problems = [];
    for (const folder of folders) {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(folder))
        problems.push(`folder "${folder}" is not kebab-case`);
    }
    // Entry points and test builders are named for what they do, not for a component.
    const exempt = stem === 'index' || stem === 'bootstrap' || folders.includes('testing');
    if (!exempt) {
      if (file.endsWith('.tsx') && !/^[A-Z][A-Za-z0-9]*$/.test(stem)) {
        problems.push(`component file "${file}" is not PascalCase`);
      }
      if (
        /\.ts$/.test(file) &&
        !/^[a-z][A-Za-z0-9]*$/.test(stem) &&
        !/^\d{4}_\d{2}_\d{2}_\d{4}_[a-z_]+$/.test(stem)
      ) {
        problems.push(`module file "${file}" is not camelCase`);
      }
    }
    return {
      Program(node) {
        for (const message of problems) context.report({ node, message });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '.test-results/**',
      'e2e/artifacts/**',
      '.runtime/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, skillfolio: { rules: { 'file-names': fileNames } } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'skillfolio/file-names': 'error',
    },
  },
  // Promises that nobody awaits lose their errors: type-aware rules catch them. Each file is
  // checked in the first of these programs that holds it: one for every front end and shared
  // (as `npm run check` types them), not one per package, each of which would type shared and
  // the server its screen tests start all over again (lint took 7 minutes so, 72% of it here).
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.json',
          './server/tsconfig.json',
          './e2e/tsconfig.json',
          './scripts/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // A cycle between modules makes load order decide what is undefined: the shared piece moves
  // down instead.
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser, the rule skips .ts files' imports.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    // Packages in node_modules never import our code back: not following them halves the rule's time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'module' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Browser code: no server, no deep shared paths, no ky/zustand outside shared.
  {
    files: BROWSER_CODE,
    ignores: ['shared/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [SERVER_IMPORT, SHARED_DEEP_IMPORT, CLIENT_LIBRARIES, ROUTER] },
      ],
    },
  },
  ...REMOTES.map(remoteBoundaries),
  // HTML reaches the page only through SafeHtml, which takes only the server's SanitisedHtml.
  {
    files: ['**/*.tsx'],
    ignores: ['shared/src/ui/SafeHtml.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML with SafeHtml (it takes only SanitisedHtml).',
        },
      ],
    },
  },
  // The admin kit is bundled by each admin remote, outside the shared singleton: the singleton
  // never imports it, and it reaches the singleton's modules by package name only, so the page
  // keeps one store and one API client.
  {
    files: ['shared/src/**'],
    ignores: ['shared/src/admin-kit/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SHARED_IMPORTS_NO_APP,
            {
              group: ['**/admin-kit', '**/admin-kit/**', '@skillfolio/shared/admin-kit'],
              message:
                'The shared singleton never imports the admin kit (pupils would download it).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/admin-kit/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SHARED_IMPORTS_NO_APP,
            {
              regex:
                '^(\\.\\./)+(api|ui|store|selection|areas|router|types|wire|testing|index)(/.*)?$|^\\.\\.$',
              message:
                "Import the kit, API and store from '@skillfolio/shared' by name, so the admin kit uses the page's one shared copy.",
            },
            ROUTER,
          ],
        },
      ],
    },
  },
  // The server takes only types from shared, and the wire schemas (plain data) as values.
  {
    files: ['server/src/**', 'server/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A regex: in a gitignore-style group, '@skillfolio/shared' excludes the whole
              // folder, and a negated '!…/wire' cannot re-include a path under it.
              regex: '^@skillfolio/shared(?!/(wire|contract)$)(/.*)?$',
              allowTypeImports: true,
              message:
                'The server imports only types from shared (and its wire schemas and endpoint declarations from @skillfolio/shared/wire and /contract): its runtime code is for browsers.',
            },
            {
              group: ['**/shared/src/**', '**/shell/**', ...REMOTES.map((r) => `**/${r}/**`)],
              message: 'The server imports no front-end code.',
            },
          ],
        },
      ],
    },
  },
);
