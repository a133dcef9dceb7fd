// One webpack + Module Federation config for the shell and every remote, so all five apps share the same
// singletons, loaders and caching rules. Each app's webpack.config.js calls this with what is its own.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

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
  // What islands use of the design system, without the router the page components need.
  '@stallions/shared-ui/browser',
  '@stallions/shared-i18n',
  '@stallions/shared-config',
  'firebase/app',
  'firebase/remote-config',
];
function devRuntimeConfig() {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { localRuntimeConfig, portsFromEnv } = tsxRequire('@stallions/site-registry', __filename);
  return localRuntimeConfig(portsFromEnv());
}

// The version each app was built against, read from the installed package (subpaths use their package's).
const packageOf = (name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);
const versionOf = (name) => require(`${packageOf(name)}/package.json`).version;
// Our own shared packages carry real versions (semver: an export added is a minor, one removed or changed a
// major) and are strict: a remote built against a newer shared API than the loaded one is refused (its section
// falls back) rather than run against exports that are not there. Third-party singletons only warn.
const shared = Object.fromEntries(
  singletons.map((name) => [
    name,
    {
      singleton: true,
      version: versionOf(name),
      requiredVersion: `^${versionOf(name)}`,
      ...(name.startsWith('@stallions/') ? { strictVersion: true } : {}),
    },
  ]),
);

/** What the browser and server builds of an app declare alike: name, exposes, the singletons, the strategy. */
const federation = ({ name, exposes }) => ({
  name,
  filename: 'remoteEntry.js',
  exposes,
  shared,
  // A host must not fetch every remote's entry at start-up: one dead remote would break it.
  shareStrategy: 'loaded-first',
  dts: false,
});

/** swc for TypeScript and JSX; the styled-components plugin gives every component the same class name on
 * the server and in the browser (hydration), namespaced per app so two apps' files never collide. */
function scriptRule({ name, production }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          experimental: {
            // The compiled Wasm plugin is cached here, not in a .swc/ folder of each app.
            cacheRoot: path.join(__dirname, '../../node_modules/.cache/swc'),
            plugins: [['@swc/plugin-styled-components', { displayName: !production, ssr: true, namespace: name }]],
          },
        },
      },
    },
  };
}

// CSS files (Swiper's core CSS) are imported as text and injected by styled-components, so the server's
// style tags carry them too: no unstyled carousel before the script runs.
const cssRule = {
  test: /\.css$/,
  use: { loader: 'css-loader', options: { exportType: 'string', url: false, import: false } },
};

// SVG artwork of up to 2 KB goes into the HTML as a data URI (URL-encoded, which gzip compresses, not base64):
// an image in the first view then paints with the document, waiting on no request. Larger files stay files.
const inlineSvgBytes = 2048;
const svgDataUri = (content) =>
  'data:image/svg+xml,' +
  content
    .toString()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    // What a URL may not hold as it is (a space too: the HTML checker refuses one in src).
    .replace(/[\s%#<>?[\\\]^`{|}]/g, encodeURIComponent);
/** The artwork's rule, the same in the browser and server builds (the server's HTML names what the browser's does). */
const svgRule = (emit) => ({
  test: /\.svg$/,
  type: 'asset',
  parser: { dataUrlCondition: { maxSize: inlineSvgBytes } },
  generator: { dataUrl: svgDataUri, ...(emit ? {} : { emit: false }) },
});
const fileAssetPattern = /\.(woff2?|png|jpe?g|webp|pdf)$/;

/**
 * A production browser build writes, beside each compressible file over 1 KB, its brotli (quality 11) and its gzip
 * (level 9): `x.js.br` and `x.js.gz`. local-cloud's static origins send them where the client takes that coding
 * (and compress on the fly what has none); Firebase Hosting compresses by itself and does not upload them
 * (firebase.json's `ignore`). Compressed once here, at the highest quality, never per request. Not for the server
 * build: Node reads those files, not a browser.
 */
const compressibleAsset = /\.(js|css|html|svg|json|txt|xml)$/;
const precompressed = () => [
  new CompressionPlugin({
    test: compressibleAsset,
    threshold: 1024,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
  }),
  new CompressionPlugin({
    test: compressibleAsset,
    threshold: 1024,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
  }),
];

/**
 * Browser code is minified by swc (already here for the TypeScript) through webpack's own minimizer plugin:
 * half the build time of its default, terser, for output a little smaller (about-mfe: 268.6 KB gzip against
 * 270.4 KB). Every build (the site's, the e2e fixtures', a team's release) waits for it.
 */
const swcMinimizer = () =>
  new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } });

/**
 * The server build of an app, beside its browser build (production only). A remote's goes to dist/server/
 * (remoteEntry.js and chunks, fetched over HTTP by the render server through the federation node runtime); the
 * shell's is the render function (dist/server/server.js) the render server requires. Same shared singletons,
 * same module ids and class names as the browser build. Left out: `experiments.optimization.target: 'web'`
 * (it removes the node loader) and publicPath 'auto' (it throws in Node: no document).
 */
function createServerConfig({ dir, name, exposes, serverExposes, runtimePlugins, serverEntry }) {
  return {
    context: dir,
    target: 'async-node',
    // The shell's entry exports the render function; a remote has only its federation container.
    entry: serverEntry ? { server: serverEntry } : {},
    mode: 'production',
    devtool: 'source-map',
    output: {
      path: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR, 'server') : path.join(dir, 'dist', 'server'),
      // Asset URLs as the browser writes them: pages are served from the shell origin's root.
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: serverEntry ? { type: 'commonjs2' } : undefined,
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        scriptRule({ name, production: true }),
        cssRule,
        // The browser build ships the files; the server only needs their names.
        svgRule(false),
        { test: fileAssetPattern, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federation({ name, exposes: { ...exposes, ...serverExposes } }),
        // Loads a remote's chunks over HTTP, relative to its remoteEntry.js.
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), ...runtimePlugins],
        library: { type: 'commonjs-module', name },
        manifest: false,
      }),
      new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'local') }),
    ],
    optimization: { moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name the federation name: "shell", or the remote's name in the registry (sections.json)
 * @param {number} options.port the dev-server port (npm run dev)
 * @param {Record<string, string>} [options.exposes] what a remote exposes
 * @param {Record<string, string>} [options.serverExposes] what its server build exposes besides (its forms'
 *   actions: server code, never shipped to a browser)
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (the shell's retry)
 * @param {string[]} [options.serverRuntimePlugins] the server build's (default: runtimePlugins)
 * @param {string} [options.serverEntry] the shell's render function; remotes have none
 * @param {string} [options.publicPath] where the browser build is served ('auto': wherever the app lives)
 * @param {string} [options.htmlFilename] the page HtmlWebpackPlugin writes (a remote's standalone index.html)
 * @param {string} [options.standaloneTitle] a remote's name in its standalone page's title (tools/webpack/standalone.html)
 * @param {Record<string, string> | string} [options.entry] the federated browser build's entry (the shell's islands host)
 * @param {string} [options.pageScript] the host: the plain script every page loads (no federation, no framework),
 *   built apart; the document template (htmlFilename) then loads it alone
 */
function createAppConfig({
  runtimePlugins = [],
  serverRuntimePlugins,
  serverEntry,
  publicPath = 'auto',
  htmlFilename = 'index.html',
  standaloneTitle,
  entry = './src/index.ts',
  pageScript,
  serverExposes = {},
  ...app // dir, name, port, exposes
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = createBrowserConfig({
      ...app,
      entry,
      runtimePlugins,
      production,
      publicPath,
      htmlFilename: pageScript ? undefined : htmlFilename,
      standaloneTitle,
    });
    const page = pageScript ? [createPageScriptConfig({ ...app, entry: pageScript, production, htmlFilename })] : [];
    if (!production) return [browser, ...page];
    const server = createServerConfig({
      ...app,
      serverExposes,
      runtimePlugins: serverRuntimePlugins ?? runtimePlugins,
      serverEntry,
    });
    return [browser, ...page, server];
  };
}

/**
 * The host's page script (site.js): plain TypeScript bundled alone, with no federation runtime and no shared
 * modules, so a page without islands runs a few KB and nothing else. It writes the document template the render
 * server fills (htmlFilename), whose loader loads only this script, after the first paint. Served from the origin's root, no-cache (no hash:
 * the template names it). What it imports later (the field measurement's web-vitals) is a chunk beside it, hashed
 * and cached for good as the other builds' chunks.
 */
function createPageScriptConfig({ dir, name, entry, production, htmlFilename }) {
  return {
    name: `${name}-page-script`,
    context: dir,
    entry: { site: entry },
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(dir, 'dist'),
      publicPath: '/',
      filename: '[name].js',
      // Its chunks (site.web-vitals.<hash>.js) are named after it, so the federated build's clean keeps them.
      chunkFilename: production ? 'site.[name].[contenthash:10].js' : 'site.[name].js',
      // The federated build beside it cleans the folder; this one keeps what the other wrote, and removes only its
      // own chunks of earlier builds.
      clean: { keep: (file) => !/^site\.[\w-]+\.[0-9a-f]{10}\.js/.test(file) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [scriptRule({ name, production })] },
    plugins: [
      // The template loads site.js itself, after the first paint (its inline loader): nothing injected.
      new HtmlWebpackPlugin({ template: './public/index.html', filename: htmlFilename, inject: false }),
      ...(production ? precompressed() : []),
    ],
    optimization: { minimizer: [swcMinimizer()] },
    performance: { hints: false },
  };
}

function createBrowserConfig({
  dir,
  name,
  port,
  exposes,
  entry,
  runtimePlugins,
  production,
  publicPath,
  htmlFilename,
  standaloneTitle,
}) {
  return {
    context: dir,
    entry,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // DIST_DIR builds one app elsewhere (the e2e redeploy test serves a fresh build of a remote from it).
      path: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(dir, 'dist'),
      // 'auto': a remote's chunks load from the remote's own origin, whoever hosts it.
      publicPath,
      // The entry chunk keeps a plain name: the federation runtime resolves the entry's path before
      // content hashes exist ("[contenthash] not implemented in this context"). It is served no-cache.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      // dist/server is the server build's, site.js, its chunks (site.*.js) and app.html (and their .br, .gz) the
      // page script's (built beside this one).
      clean: { keep: /^(server\/|site\.|app\.html)/ },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        scriptRule({ name, production }),
        cssRule,
        svgRule(true),
        { test: fileAssetPattern, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federation({ name, exposes }),
        runtimePlugins,
        manifest: true,
        // Browser only: the federation runtime leaves out its Node script loader (~2 KB gzip on every page).
        experiments: { optimization: { target: 'web' } },
      }),
      // Pages are served from the origin's root; chunks still load from wherever the app lives ('auto').
      ...(htmlFilename
        ? [
            // One template for every remote's standalone page (the section alone, for its team).
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'standalone.html'),
              title: standaloneTitle ?? name,
              filename: htmlFilename,
              scriptLoading: 'defer',
              publicPath: '/',
            }),
          ]
        : []),
      // Identifies a build in the page (data-build on a section), so a redeploy can be seen.
      new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'local') }),
      ...(production ? precompressed() : []),
    ],
    optimization: {
      minimizer: [swcMinimizer()],
      // runtimeChunk: 'single' breaks remoteEntry (module-federation/core#3743): left off on purpose.
      moduleIds: 'deterministic',
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: { index: `/${htmlFilename}` },
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
}

module.exports = { createAppConfig, shared };
