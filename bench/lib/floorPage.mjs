// The floors the front-end benches compare against: production webpack bundles (the same
// webpack and React the app builds with) of a trivial React page, and a way to serve such a
// page from the app's own server, so a floor's figures come through the same HTTP stack,
// headers and pre-compressed copies as the app's. Used by bundles, lighthouse and interaction.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from '../../scripts/run.mjs';

const webRequire = createRequire(path.join(root, 'shared', 'webpack', 'federation.cjs'));
const shellRequire = createRequire(path.join(root, 'shell', 'package.json'));
const sharedRequire = createRequire(path.join(root, 'shared', 'package.json'));

/** react + react-dom rendering one element: what no React screen can weigh less than. */
export const RENDER_HELLO =
  "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
  "createRoot(document.getElementById('root')).render(createElement('p', null, 'Hello'));\n";

/**
 * The same interactions as the pupil's Self Assessment, with nothing but React behind them:
 * a 0–10 range input, a statement and its Save button, each a controlled React state.
 */
export const RENDER_RANGE = `import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
function Skill() {
  const [grade, setGrade] = useState(5);
  const [statement, setStatement] = useState('');
  const [saved, setSaved] = useState('');
  return h('main', null,
    h('h1', null, 'Floor'),
    h('label', { htmlFor: 'grade' }, 'Listening'),
    h('input', { id: 'grade', type: 'range', min: 0, max: 10, step: 1, value: grade,
      style: { display: 'block', width: '300px' },
      onChange: (event) => setGrade(Number(event.target.value)) }),
    h('output', null, grade + ' out of 10'),
    h('label', { htmlFor: 'statement', style: { display: 'block' } }, 'Listening: statement'),
    h('textarea', { id: 'statement', rows: 3, value: statement,
      onChange: (event) => setStatement(event.target.value) }),
    h('button', { type: 'button', onClick: () => setSaved('Saved: ' + statement.length) }, 'Save'),
    h('p', { role: 'status' }, saved));
}
createRoot(document.getElementById('root')).render(h(Skill));
`;

/**
 * A production webpack bundle of `source` (React and react-dom as the shell has them, other
 * packages as shared has them; React Aria with its en-US strings only, as the app builds it).
 */
export async function buildBundle(source) {
  const webpack = webRequire('webpack');
  const optimizeLocales = webRequire('@react-aria/optimize-locales-plugin');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-floor-'));
  const from = (name) => path.dirname(sharedRequire.resolve(`${name}/package.json`));
  try {
    writeFileSync(path.join(dir, 'index.js'), source);
    const stats = await new Promise((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: './index.js',
          output: { path: path.join(dir, 'dist'), filename: 'floor.js' },
          resolve: {
            alias: {
              react: path.dirname(shellRequire.resolve('react/package.json')),
              'react-dom': path.dirname(shellRequire.resolve('react-dom/package.json')),
              'react-aria-components': from('react-aria-components'),
              'react-router-dom': from('react-router-dom'),
              // ky exports no package.json: its entry file.
              ky$: sharedRequire.resolve('ky'),
            },
          },
          plugins: [optimizeLocales.webpack({ locales: ['en-US'] })],
          performance: { hints: false },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    const bytes = readFileSync(path.join(dir, 'dist', 'floor.js'));
    return { bytes, raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Builds `source` and puts it, with an index.html like the shell's, in the server's releases
 * folder (a temp folder of the bench's own server, served at /app/releases/ by the same static
 * hosting as the app), with brotli and gzip copies as the app's build writes them. Returns the
 * page's path on the server.
 */
export async function servePage(server, name, { title, source }) {
  const { bytes } = await buildBundle(source);
  const dir = path.join(server.dataDir, 'releases', `bench-${name}`);
  mkdirSync(dir, { recursive: true });
  const html =
    '<!doctype html>\n<html lang="en-GB">\n<head>\n<meta charset="utf-8" />\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1" />\n' +
    `<meta name="description" content="${title}" />\n<title>${title}</title>\n` +
    '<link rel="icon" href="/favicon.ico" />\n<script defer src="floor.js"></script>\n' +
    '</head>\n<body>\n<div id="root"></div>\n</body>\n</html>\n';
  for (const [file, content] of [
    ['index.html', Buffer.from(html)],
    ['floor.js', bytes],
  ]) {
    writeFileSync(path.join(dir, file), content);
    // As the build's precompress step (shared/webpack/federation.cjs): over 1 KB only.
    if (content.length < 1024) continue;
    writeFileSync(
      path.join(dir, `${file}.br`),
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(content, { level: 9 }));
  }
  // By name: the releases mount serves files, not a folder's index.
  return `/app/releases/bench-${name}/index.html`;
}
