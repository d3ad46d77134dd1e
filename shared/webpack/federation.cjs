// Builds the webpack config of the shell and of every remote, so the federation set-up
// (singletons, share keys, runtime-registered remotes, caching names) is written once.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const zlib = require('node:zlib');
const webpack = require('webpack');
const optimizeLocales = require('@react-aria/optimize-locales-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createRequire } = require('node:module');

const { versions, buildRecord, BUILD_RECORD_FILE } = require('./buildRecord.cjs');

const LOCKFILE = path.resolve(__dirname, '../../pnpm-lock.yaml');

/** Emits build-info.json; the host also gets its own record compiled in, to compare with. */
function buildRecordPlugins(name, isHost) {
  const record = buildRecord(name);
  const emit = {
    apply: (compiler) =>
      compiler.hooks.thisCompilation.tap('BuildRecord', (compilation) =>
        compilation.hooks.processAssets.tap(
          { name: 'BuildRecord', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () =>
            compilation.emitAsset(
              BUILD_RECORD_FILE,
              new webpack.sources.RawSource(`${JSON.stringify(record, null, 2)}\n`),
            ),
        ),
      ),
  };
  return isHost
    ? [emit, new webpack.DefinePlugin({ __SF_BUILD_RECORD__: JSON.stringify(record) })]
    : [emit];
}

/**
 * React Aria's strings for the one language the app is written in: it ships ~30 languages'
 * worth by default, and a screen in English with a French date picker helps no one.
 */
const LOCALES = ['en-US'];

/** Text files worth compressing; below ~1 KB a file fits in one packet anyway. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes x.br and x.gz beside each text file, at the highest levels (once, at build time),
 * for the server to choose by Accept-Encoding: compressing on every request would cost
 * CPU per visitor and compress worse.
 */
function precompressPlugin() {
  return {
    apply: (compiler) =>
      compiler.hooks.thisCompilation.tap('Precompress', (compilation) =>
        compilation.hooks.processAssets.tap(
          {
            name: 'Precompress',
            // After minifying and after the build record: every final file.
            stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          },
          (assets) => {
            for (const name of Object.keys(assets)) {
              if (!COMPRESSIBLE.test(name)) continue;
              const source = compilation.getAsset(name)?.source.buffer();
              if (source === undefined || source.length < COMPRESS_MIN_BYTES) continue;
              const info = { compressed: true, development: false };
              compilation.emitAsset(
                `${name}.br`,
                new webpack.sources.RawSource(
                  zlib.brotliCompressSync(source, {
                    params: {
                      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                    },
                  }),
                ),
                info,
              );
              compilation.emitAsset(
                `${name}.gz`,
                new webpack.sources.RawSource(zlib.gzipSync(source, { level: 9 })),
                info,
              );
            }
          },
        ),
      ),
  };
}

/** The kit's stylesheet: every screen's look, in the page itself (see pageStyles). */
const KIT_CSS = path.join(__dirname, '../src/ui/kit.css');

/**
 * The host page's stylesheets as <style> elements, read at build time: the page is styled
 * from its first byte and no script carries or injects a stylesheet. (The page paints nothing
 * before the scripts on purpose: a header painted early opened Lighthouse's blocking-time
 * window at once, and the start-up work after it cost more than the early paint won.)
 */
function pageStyles(files) {
  return files
    .map(({ id, file }) => {
      const css = fs.readFileSync(file, 'utf8');
      if (/<\/style/i.test(css)) throw new Error(`${file} would end its <style> early`);
      return `<style id="${id}">\n${css}</style>`;
    })
    .join('\n');
}

/** The file the server reads to tell a browser, with the page, which scripts it will need. */
const PRELOAD_FILE = 'preload.json';

/**
 * Emits preload.json: the scripts a first screen of this build needs, which a browser would
 * otherwise find only one after another (main.js, then the bootstrap and the shared modules
 * it imports; remoteEntry.js, then the exposed routes). The server names them in the page's
 * <link rel="preload"> and its 103 Early Hints, so they all download in one round trip.
 * Host: the entry, the bootstrap's chunks and the shared singletons' chunks. Remote: its
 * entry and the chunks of what it exposes. Lazy screens and components are left out.
 */
function preloadListPlugin(isHost, packageName) {
  const wanted = (group) =>
    group.origins.some(({ module, request }) => {
      const kind = module?.constructor.name ?? '';
      return isHost
        ? // Not the consumers' fallbacks: the page loads the provided copies, so a fallback
          // named here would download for nothing (and Chromium warns of an unused preload).
          request === './bootstrap' || kind === 'ProvideSharedModule'
        : kind === 'ContainerEntryModule';
    });
  return {
    apply: (compiler) =>
      compiler.hooks.thisCompilation.tap('PreloadList', (compilation) =>
        compilation.hooks.processAssets.tap(
          { name: 'PreloadList', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const files = new Set(isHost ? [] : ['remoteEntry.js']);
            for (const group of compilation.chunkGroups) {
              const take = isHost ? group.isInitial() || wanted(group) : wanted(group);
              if (!take) continue;
              for (const chunk of group.chunks) {
                for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              }
            }
            const catalogues = catalogueChunks(compilation, packageName);
            compilation.emitAsset(
              PRELOAD_FILE,
              new webpack.sources.RawSource(
                `${JSON.stringify({ files: [...files], catalogues }, null, 2)}\n`,
              ),
            );
          },
        ),
      ),
  };
}

/**
 * The chunk of each message catalogue (`<folder>/locales/<language>.json`, one namespace per
 * folder: shared/src/i18n/i18n.ts), by language and namespace, so the server can name the
 * ones a first screen reads in the reader's language with the page's scripts: fetched only
 * when asked, they would otherwise cost a round trip after the code that asks.
 */
function catalogueChunks(compilation, packageName) {
  const found = {};
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const match = /[\\/]([^\\/]+)[\\/]locales[\\/](\w+)\.json$/.exec(module.resource ?? '');
      if (!match) continue;
      const [, folder, language] = match;
      const namespace = folder === 'src' ? packageName : folder;
      const files = [...chunk.files].filter((file) => file.endsWith('.js'));
      found[language] = { ...found[language], [namespace]: files };
    }
  }
  return found;
}

/**
 * Singletons: one React, one store and one API client in the page. The router is one too,
 * but inside @skillfolio/shared (src/router.ts), where it can be tree-shaken.
 */
function sharedSingletons() {
  const single = (name, version) => ({
    singleton: true,
    requiredVersion: version,
    version,
    strictVersion: false,
  });
  return {
    react: single('react', versions.react),
    'react/jsx-runtime': single('react', versions.react),
    'react/jsx-dev-runtime': single('react', versions.react),
    'react-dom': single('react-dom', versions['react-dom']),
    'react-dom/client': single('react-dom', versions['react-dom']),
    zustand: single('zustand', versions.zustand),
    '@skillfolio/shared': single('@skillfolio/shared', versions['@skillfolio/shared']),
  };
}

/**
 * The host provides its federation runtime to the remotes through the enhanced plugin's
 * inject-external-runtime-core plugin. That plugin's entry is written with its CommonJS file,
 * which `require`s the CommonJS build of runtime-core and sdk, while the host's own bundler
 * runtime imports their ES builds: two copies of the runtime (~24 KB gzip) in the shell's
 * main chunk. Pointing the plugin at its ES build leaves one copy, shared by all.
 */
function oneFederationRuntime() {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const cjs = fromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esm = path.join(path.dirname(cjs), 'index.js');
  if (!cjs.endsWith('.cjs') || !fs.existsSync(esm)) {
    throw new Error(`inject-external-runtime-core-plugin has changed its layout: ${cjs}`);
  }
  return { [cjs]: esm };
}

function persistentCache(dir, privateMaps) {
  return {
    type: 'filesystem',
    // Builds with and without maps cache different module output.
    name: privateMaps ? 'production-maps' : 'production',
    cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
    // A changed lockfile (any dependency) or build config starts the cache afresh.
    buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js'), LOCKFILE] },
  };
}

/** Full source maps in <dir>/sourcemaps/, with no sourceMappingURL in the served files. */
function privateSourceMaps(dir) {
  const folder = path.join(dir, 'sourcemaps');
  return [
    {
      apply: (compiler) =>
        compiler.hooks.beforeRun.tap('ClearSourceMaps', () =>
          fs.rmSync(folder, { recursive: true, force: true }),
        ),
    },
    new webpack.SourceMapDevToolPlugin({
      // Relative to dist: the maps land beside it, never in it.
      filename: '../sourcemaps/[file].map',
      append: false,
    }),
  ];
}

/**
 * @param {object} o
 * @param {string} o.dir the app's folder (its webpack.config.js __dirname)
 * @param {string} o.name federation name (a JS identifier): sf_shell, sf_public, sf_learner…
 * @param {'host'|'remote'} o.kind
 * @param {string} [o.title] page title (host only)
 * @param {string} [o.pageCss] the host's own stylesheet, put in its page after the kit's
 */
function federatedConfig({ dir, name, kind, title, pageCss }) {
  const isHost = kind === 'host';
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const privateMaps = production && process.env.SOURCE_MAPS === '1';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      name: path.basename(dir),
      // Production maps would carry the whole source to every visitor: none by default, and
      // with SOURCE_MAPS=1 they go to <package>/sourcemaps/, outside the served dist.
      devtool: production ? false : 'eval-cheap-module-source-map',
      // Repeat builds reuse the last one's work (the dev server keeps its cache in memory). CI
      // builds once from a fresh clone, where writing the cache (~10 s for the five) is pure cost.
      cache: !production || process.env.CI ? !production : persistentCache(dir, privateMaps),
      // The federation plugin's modules cannot be cached on disk, and webpack would list each
      // one; the dev server's own messages stay.
      ...(production ? { infrastructureLogging: { level: 'error' } } : {}),
      optimization: {
        // swc minifies as small as terser (within 0.5% gzip) and ~2.5x faster here.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/app/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          // csv-stringify's Node build reaches for Buffer, which a browser has not: its
          // browser build carries its own. The server keeps the Node build.
          'csv-stringify/sync$': require.resolve('csv-stringify/browser/esm/sync'),
          ...(isHost ? oneFederationRuntime() : {}),
          // The browser never checks a schema (schemaBuilderStub.cjs says why).
          typebox$: require.resolve('./schemaBuilderStub.cjs'),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('ts-loader'),
              // Types are checked once by `tsc -b`; the bundler only transpiles.
              options: {
                transpileOnly: true,
                configFile: path.join(dir, 'tsconfig.json'),
                // TypeScript as ts-loader finds it, and only when compiling: the release
                // command reads this file for the build record where none is installed, and a
                // test builds a copy of an area outside the repo.
                getCustomTransformers: () => ({
                  before: [
                    require('./bareSchemaCalls.cjs').bareSchemaCalls(
                      createRequire(require.resolve('ts-loader'))('typescript'),
                    ),
                  ],
                }),
              },
            },
          },
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes: { './Routes': './src/Routes.tsx' } }),
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          // One federation runtime in the page: the shell provides it, the remotes use it.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Areas are found by their remoteEntry.js URLs (the remotes manifest), never by
            // federation's own mf-manifest snapshots, and only ever in a browser: the runtime's
            // snapshot and Node paths are dead weight on every first screen.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        optimizeLocales.webpack({ locales: LOCALES }),
        ...buildRecordPlugins(name, isHost),
        preloadListPlugin(isHost, path.basename(dir)),
        ...(privateMaps ? privateSourceMaps(dir) : []),
        ...(production ? [precompressPlugin()] : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                title,
                pageStyles: pageStyles([
                  { id: 'sf-kit-styles', file: KIT_CSS },
                  ...(pageCss ? [{ id: 'sf-page-styles', file: path.join(dir, pageCss) }] : []),
                ]),
                inject: 'body',
                scriptLoading: 'defer',
              }),
            ]
          : []),
      ],
      devServer: isHost
        ? {
            port: 3000,
            historyApiFallback: true,
            proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8080' }],
          }
        : undefined,
    };
  };
}

module.exports = {
  federatedConfig,
  sharedSingletons,
  buildRecord,
  BUILD_RECORD_FILE,
  PRELOAD_FILE,
};
