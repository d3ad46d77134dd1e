// Builds the webpack config of the shell and of every remote, so the federation set-up
// (singletons, share keys, runtime-registered remotes, caching names) is written once.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedPkg = require('../package.json');

const versions = { ...sharedPkg.dependencies, ...sharedPkg.devDependencies };

/** Singletons: one React, one router, one store and one API client in the page. */
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
    'react-router': single('react-router', versions['react-router']),
    'react-router-dom': single('react-router-dom', versions['react-router-dom']),
    zustand: single('zustand', versions.zustand),
    '@skillfolio/shared': single('@skillfolio/shared', sharedPkg.version),
  };
}

/**
 * @param {object} o
 * @param {string} o.dir the app's folder (its webpack.config.js __dirname)
 * @param {string} o.name federation name (a JS identifier): sf_shell, sf_public, sf_learner…
 * @param {'host'|'remote'} o.kind
 * @param {string} [o.title] page title (host only)
 */
function federatedConfig({ dir, name, kind, title }) {
  const isHost = kind === 'host';
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/app/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('ts-loader'),
              // Types are checked once by `tsc -b`; the bundler only transpiles.
              options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
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
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                title,
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

module.exports = { federatedConfig, sharedSingletons };
