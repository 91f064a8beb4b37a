// @ts-check
// The one webpack + Module Federation config factory that the shell and every remote build with.
// It is build-time code (Node), so it is plain ESM checked by TypeScript rather than compiled TS:
// webpack-cli loads it directly, with nothing to build first.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { containerName, SINGLETON_PACKAGES } from './shared-deps.mjs';
import { PreloadBootChunksPlugin } from './preload-boot-chunks.mjs';
import { CspPlugin } from './csp.mjs';
import { ReproducibleModuleIdsPlugin } from './reproducible-ids.mjs';

const require = createRequire(import.meta.url);
const sharedPkg = /** @type {{version: string, peerDependencies: Record<string, string>}} */ (
  require('../package.json')
);

/**
 * The explicit shared-dependency list. Every entry is a singleton: two copies of React, the router or
 * a zustand store would split state between the shell and a remote. Never `...dependencies`.
 *
 * The host provides them `eager`: they are in its main.js instead of one async chunk each. The shell renders with
 * every one of them on every page, so eager costs no byte it would not load anyway, and it saves what the chunks
 * cost — 28 requests and each file compressed on its own: 281 → 268 KB gzip on /pc/home (docs/adr/0019). Remotes
 * keep them lazy: a remote's copy is only a fallback, fetched when no host provides the module.
 * @param {{ eager?: boolean }} [options]
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
export function sharedDependencies({ eager = false } = {}) {
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const requiredVersion = sharedPkg.peerDependencies[name];
    if (!requiredVersion) throw new Error(`@portal/shared has no peerDependency for shared package ${name}`);
    shared[name] = { singleton: true, eager, requiredVersion };
  }
  // Subpath imports (react/jsx-runtime, react-dom/client) are separate modules: share them too.
  shared['react/'] = { singleton: true, eager, requiredVersion: sharedPkg.peerDependencies.react };
  shared['react-dom/'] = { singleton: true, eager, requiredVersion: sharedPkg.peerDependencies['react-dom'] };
  // Our own contracts and stores: one instance across shell and remotes.
  shared['@portal/shared/'] = {
    singleton: true,
    eager,
    version: sharedPkg.version,
    requiredVersion: `^${sharedPkg.version}`,
  };
  return shared;
}

/**
 * Entries of @portal/shared that only some remotes' pages use, and whose one copy the shell provides lazily: its
 * own async chunk, fetched the first time a page needs it, never on a page that does not (docs/adr/0029). The shell
 * imports none of them, so it names each by its file (webpack provides a module given by path even when nothing in
 * the build imports it). A remote that runs without the shell (its preview) falls back to its own copy.
 */
export const LAZY_HOST_ENTRIES = /** @type {const} */ (['form']);

/**
 * Entries only the back office's pages use, provided lazily by its shell build alone, so that the public pages' shell
 * carries nothing of them (docs/adr/0034): the router's blocker (an editor warns before unsaved changes are left). It
 * must come from the shell, whose react-router holds the data router the blocker reads; a remote's own copy would not
 * find it.
 */
export const BACK_OFFICE_HOST_ENTRIES = /** @type {const} */ (['router-blocker']);

/**
 * @param {boolean} [backOffice]  the back office's shell build, which provides its own entries too
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
export function lazyHostEntries(backOffice = false) {
  return Object.fromEntries(
    [...LAZY_HOST_ENTRIES, ...(backOffice ? BACK_OFFICE_HOST_ENTRIES : [])].map((entry) => [
      `@portal/shared/${entry}`,
      {
        import: require.resolve(`@portal/shared/${entry}`),
        shareKey: `@portal/shared/${entry}`,
        singleton: true,
        eager: false,
        version: sharedPkg.version,
        requiredVersion: `^${sharedPkg.version}`,
      },
    ]),
  );
}

/**
 * @typedef {object} AppOptions
 * @property {string} dir            the app's folder (import.meta.dirname of its webpack config)
 * @property {'host' | 'remote'} kind
 * @property {Record<string, string>} [exposes]  remotes only
 * @property {boolean} [backOffice]  the shell's back-office build (see backOfficeConfig)
 */

/**
 * The folder of the shell's dist that holds its back-office build, served at `/back-office/…`; the server answers every
 * page under /admin/ with its index.html (api/src/shell-html, docs/adr/0030).
 */
export const BACK_OFFICE_DIR = 'back-office';

/**
 * @param {AppOptions} options
 * @param {Record<string, unknown>} _env   webpack-cli --env values (unused)
 * @param {{ mode?: string }} argv
 * @returns {import('webpack').Configuration & { devServer?: Record<string, unknown> }}
 */
export function createAppConfig(options, _env, argv) {
  const production = argv.mode !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(options.dir, 'package.json'), 'utf8'));
  const packageName = /** @type {string} */ (pkg.name).replace(/^@portal\//, '');
  const devPort = /** @type {number} */ (pkg.portal.devPort);
  const isHost = options.kind === 'host';
  const backOffice = isHost && options.backOffice === true;

  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    // A remote's own page is a dev-time preview; in production it is only its remoteEntry.
    entry: isHost || !production ? './src/index.ts' : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: backOffice ? path.join(options.dir, 'dist', BACK_OFFICE_DIR) : path.join(options.dir, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Remotes are served from any origin and versioned path: resolve it at run time.
      publicPath: backOffice ? `/${BACK_OFFICE_DIR}/` : isHost ? '/' : 'auto',
      uniqueName: containerName(packageName),
      // The public shell's build leaves the back office's folder to the back office's build, which runs beside it.
      clean: isHost && !backOffice ? { keep: (/** @type {string} */ file) => file === BACK_OFFICE_DIR || file.startsWith(`${BACK_OFFICE_DIR}/`) } : true,
    },
    // @portal/contracts is also compiled for Node, so its relative imports name the emitted `.js` file.
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], extensionAlias: { '.js': ['.ts', '.js'] }, alias: isHost ? oneRuntimeAlias() : {} },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
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
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|webp|svg|gif|mp4)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName(packageName),
        ...(isHost
          ? { experiments: { provideExternalRuntime: true, optimization: { target: 'web' } } }
          : {
              filename: 'remoteEntry.js',
              exposes: options.exposes ?? {},
              // The shell provides the federation runtime; production remotes do not ship a second
              // copy. In development a remote keeps its own, so its preview page runs alone.
              experiments: { externalRuntime: production },
            }),
        manifest: !isHost,
        shared: { ...sharedDependencies({ eager: isHost }), ...(isHost ? lazyHostEntries(backOffice) : {}) },
        // 'version-first' (the default) fetches every registered remote's entry to compare versions before
        // any shared module is used: one remote that is down then fails every other remote too, and every
        // visitor downloads all four entries. The shell provides each singleton; the loaded one is the one.
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[id].[contenthash:8].css' : '[id].css',
      }),
      new ReproducibleModuleIdsPlugin(repoRoot),
      ...(isHost ? hostPlugins(options.dir, backOffice) : []),
      ...(production ? precompress() : []),
      ...(!isHost && !production ? [new HtmlWebpackPlugin({ template: path.join(buildDir, 'preview.html') })] : []),
    ],
    // Deterministic ids, but named so that they do not depend on the folder the build runs in (issue 16).
    optimization: { moduleIds: false },
    performance: { hints: false },
    // The public shell's dev server serves the back-office build too (webpack-cli: every dev server serves every compiler).
    devServer: backOffice ? undefined : {
      port: devPort,
      hot: false,
      liveReload: true,
      historyApiFallback: isHost && {
        rewrites: [{ from: /^\/admin(?:\/|$)/, to: `/${BACK_OFFICE_DIR}/index.html` }],
      },
      headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
      proxy: isHost
        ? [{ context: ['/api', '/registry.json', '/remotes'], target: process.env.API_ORIGIN ?? 'http://localhost:8080' }]
        : [],
    },
  };
}

/**
 * Every text file also as .br and .gz beside it, compressed once at the highest level when it is built, so the
 * server sends them as they are (@fastify/static preCompressed) instead of compressing each response at a level
 * fast enough to do per request.
 */
function precompress() {
  const test = /\.(?:js|css|html|json|svg|txt)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9, compressionOptions: { level: 9 } }),
    new CompressionPlugin({ test, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 1024, minRatio: 0.9 }),
  ];
}

/**
 * @param {string} dir
 * @param {boolean} backOffice
 */
function hostPlugins(dir, backOffice) {
  return [
    // The favicon is copied beside index.html and linked from it (browsers otherwise ask for /favicon.ico).
    new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), favicon: path.join(dir, 'public/favicon.svg') }),
    new PreloadBootChunksPlugin(),
    new CspPlugin(),
    new webpack.DefinePlugin({
      __PORTAL_REGISTRY_URL__: JSON.stringify(process.env.PORTAL_REGISTRY_URL ?? '/registry.json'),
      // The back office is of no use without the API (staff sign in before anything shows): its build carries no copy.
      __PORTAL_FALLBACK_REGISTRY__: JSON.stringify(backOffice ? { schemaVersion: 1, remotes: [] } : readFallbackRegistry()),
    }),
    ...(backOffice ? backOfficeSeams(dir) : []),
  ];
}

/**
 * The shell's build for the back office (issue 24, docs/adr/0030): the same app — registry, release plan, remote
 * loader, season, languages, the same singletons provided to the remotes — built as a second entry with an HTML of its
 * own, in its own compilation, with two seams replaced: the route table (the back office's area only, outside any
 * public frame: shell/src/admin/routes.tsx) and the registry's schema (the whole registry, which keeps each remote's
 * `routes.admin`; a public page's shell reads it without them, @portal/contracts/registry/public). So no public page
 * carries a byte of the back office: not its route, nor its routes in the registry, nor the code to read them. Its own
 * compilation rather than a second entry of the public one: a second entry would share chunks and chunk ids with the
 * public pages (splitChunks, deterministic ids, code generated for both runtimes), and could not swap the two seams.
 * @param {string} dir
 */
function backOfficeSeams(dir) {
  const routes = path.join(dir, 'src/app/routes.tsx');
  const adminDir = path.join(dir, 'src/admin');
  return [
    // Matched on the resolved file, then resolved again from the replacement's own folder (its relative imports), as
    // the reference build replaces its seams (shell/webpack.reference.mjs).
    new webpack.NormalModuleReplacementPlugin(/./, (/** @type {any} webpack's resolve data */ data) => {
      if (data.createData?.resource === routes) {
        data.createData.resource = path.join(adminDir, 'routes.tsx');
        data.createData.context = adminDir;
      }
    }),
    // Matched on the request: the whole registry's module itself imports the public one.
    new webpack.NormalModuleReplacementPlugin(/^@portal\/contracts\/registry\/public$/, '@portal/contracts/registry'),
  ];
}

/**
 * The shell's two builds (docs/adr/0030): the public pages', then the back office's, each its own compilation.
 * @param {Omit<AppOptions, 'kind' | 'backOffice'>} options
 * @param {Record<string, unknown>} env
 * @param {{ mode?: string }} argv
 */
export function createShellConfigs(options, env, argv) {
  return [
    createAppConfig({ ...options, kind: 'host' }, env, argv),
    { ...createAppConfig({ ...options, kind: 'host', backOffice: true }, env, argv), name: BACK_OFFICE_DIR },
  ];
}

/**
 * The shell provides the federation runtime to the remotes (`provideExternalRuntime`) through a plugin that the
 * generated federation entry `require()`s: its CommonJS build requires the runtime's CommonJS build, while the
 * bundler runtime and our own code import the ES build. Both ended up in main.js — the runtime shipped twice,
 * about 16 KB gzip (`pnpm bench:web`'s analyzer report shows it). Pointing the plugin at its ES build makes every
 * import of the runtime resolve to the same files.
 */
function oneRuntimeAlias() {
  const enhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const plugin = enhanced.resolve('@module-federation/inject-external-runtime-core-plugin');
  // The generated entry imports the plugin by its absolute path, so that path is the alias key.
  return { [`${plugin}$`]: plugin.replace(/\.cjs$/, '.js') };
}

/**
 * The built-in copy lists only the remotes with public pages. It is in every visitor's main.js, and the back office
 * (issue 24) is of no use without the API anyway (staff sign in before anything shows); its pages, like every page,
 * get the live registry inside their HTML. So its routes cost no public page a byte, and without the API its paths say
 * "not found" instead of loading a remote whose every call would fail.
 * @template {{ routes?: { pc?: unknown[], mobile?: unknown[] } }} R
 * @template {{ remotes?: R[] }} D
 * @param {D} registry
 * @returns {D & { remotes: R[] }}
 */
export function publicRemotes(registry) {
  const remotes = (registry.remotes ?? []).filter((remote) => (remote.routes?.pc?.length ?? 0) + (remote.routes?.mobile?.length ?? 0) > 0);
  return { ...registry, remotes };
}

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(buildDir, '../..');

/**
 * The registry copy built into the shell, used when the live registry cannot be fetched.
 * It is the registry of the last release on this machine (var/registry.json) unless
 * PORTAL_FALLBACK_REGISTRY names another file; a shell built before any release gets an empty one.
 */
function readFallbackRegistry() {
  const file = process.env.PORTAL_FALLBACK_REGISTRY ?? path.join(repoRoot, 'var/registry.json');
  try {
    return publicRemotes(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    console.warn(`[federation] no registry at ${file}: the shell's built-in registry copy is empty`);
    return { schemaVersion: 1, remotes: [] };
  }
}
