// Sources are ESM TypeScript with `.js` specifiers; @swc/jest compiles them to CommonJS so Jest
// runs without --experimental-vm-modules. Node 20 `require`s ESM-only packages natively, Jest's
// module loader does not: the two in our tree (typebox; cookie, used by Fastify's inject) are
// compiled too, as are file-type and its ESM dependencies (uploads), @scure/base and @noble/hashes (otplib's,
// staff TOTP), and @tus/server, @tus/file-store,
// music-metadata and theirs (works), and p-limit (the password hashes' share of the threadpool).
// @react-email/render too (mail templates): its CommonJS build loads react-dom/server with import(), which Jest runs
// only under --experimental-vm-modules; compiled, the import() becomes a require().
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Workspace packages (@portal/contracts) export their TypeScript source under the `source` condition: the suite runs
  // them as they are, with no build first.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj|cj)s$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }],
    // The mail templates (src/messages/templates) are React: the automatic runtime, as tsconfig's `jsx: react-jsx`.
    '^.+\\.tsx$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(typebox|cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer/inflate|@borewit/text-codec|@tus/server|@tus/utils|@tus/file-store|srvx|music-metadata|content-type|media-typer|win-guid|p-limit|yocto-queue|@scure/base|@noble/hashes|@react-email/render)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'node'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // music-metadata's exports offer only `import` conditions, which Jest's CommonJS resolver never picks: its Node
    // entry by path (the api's own symlink, so the version is the installed one).
    '^music-metadata$': '<rootDir>/node_modules/music-metadata/lib/index.js',
  },
  // A minute: several suites' set-ups (teams with a password hash each, several apps, hundreds of votes) take 15–25 s
  // on a quiet 2-CPU machine and went past 20 s in busy CI runs (match-center, scripted-burst). A hang still fails.
  testTimeout: 60000,
  // Jest's default on a 2-CPU machine is one worker, but the suites mostly wait (sockets, child servers, scrypt in
  // libuv's pool, fsync): two workers take the suite from 260 s to 186 s there, and npm test runs it twice.
  maxWorkers: 2,
};
