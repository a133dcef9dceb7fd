// One webpack + Module Federation config for the shell and every remote, so all five apps share the same
// singletons, loaders and caching rules. Each app's webpack.config.js calls this with what is its own.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadStartChunksPlugin } = require('./preload-start-chunks');

// One copy of each at runtime. Subpaths ('react/', 'react-dom/') are shared too, or react-dom/client and
// react/jsx-runtime would load twice. Versions come from each package's own package.json.
// react-router-dom and react-i18next are one copy too, but inside @stallions/shared-router and
// @stallions/shared-i18n, which re-export only what the apps use: a shared package is shipped whole, and
// those two would cost 73 KB gzip on every page instead of 37 (apps never import them directly, see eslint).
const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'i18next',
  'styled-components',
  '@stallions/shared-router',
  '@stallions/shared-ui',
  '@stallions/shared-i18n',
  '@stallions/shared-config',
  'firebase/app',
  'firebase/firestore/lite',
  'firebase/remote-config',
];
function devRuntimeConfig() {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { localRuntimeConfig, portsFromEnv } = tsxRequire('../../local-cloud/src/apps.ts', __filename);
  return localRuntimeConfig(portsFromEnv());
}

// The version each app was built against, read from the installed package (subpaths use their package's).
const packageOf = (name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);
const versionOf = (name) => require(`${packageOf(name)}/package.json`).version;
const shared = Object.fromEntries(
  singletons.map((name) => [
    name,
    { singleton: true, version: versionOf(name), requiredVersion: `^${versionOf(name)}` },
  ]),
);

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name the federation name ("shell", "about", "getInvolved", "causes", "news")
 * @param {number} options.port the dev-server port (npm run dev)
 * @param {Record<string, string>} [options.exposes] what a remote exposes
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (the shell's retry)
 */
function createAppConfig({ dir, name, port, exposes, runtimePlugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      entry: './src/index.ts',
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // DIST_DIR builds one app elsewhere (the e2e redeploy test serves a fresh build of a remote from it).
        path: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(dir, 'dist'),
        // 'auto': a remote's chunks load from the remote's own origin, whoever hosts it.
        publicPath: 'auto',
        // The entry chunk keeps a plain name: the federation runtime resolves the entry's path before
        // content hashes exist ("[contenthash] not implemented in this context"). It is served no-cache.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(woff2?|svg|png|jpe?g|webp|pdf)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared,
          // A host must not fetch every remote's entry at start-up: one dead remote would break it.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // Browser only: the federation runtime leaves out its Node script loader (~2 KB gzip on every page).
          experiments: { optimization: { target: 'web' } },
        }),
        // Pages are served from the origin's root; chunks still load from wherever the app lives ('auto').
        new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer', publicPath: '/' }),
        ...(production ? [new PreloadStartChunksPlugin({ publicPath: '/' })] : []),
        // Identifies a build in the page (data-build on a section), so a redeploy can be seen.
        new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'local') }),
      ],
      optimization: {
        // runtimeChunk: 'single' breaks remoteEntry (module-federation/core#3743): left off on purpose.
        moduleIds: 'deterministic',
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        // A remote's manifest is fetched cross-origin by the shell.
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The same runtime config local-cloud serves in production mode, from the same code.
        setupMiddlewares: (middlewares, server) => {
          server.app.get('/config.json', (_req, res) => res.json(devRuntimeConfig()));
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createAppConfig };
