// Jest settings every front-end package shares (TOOLCHAIN.md lists why each is needed).
const path = require('node:path');

const sharedRoot = path.join(__dirname, '..');
const sharedExports = require('../package.json').exports;

/**
 * `@portal/shared/<x>` mapped to its source, so that shared's own modules can import each other by package
 * name (as they must: a relative import would copy a singleton into another federation chunk).
 */
const sharedSelfReferences = Object.fromEntries(
  Object.entries(sharedExports)
    .filter(([key, target]) => key !== '.' && /^\.\/src\//.test(target))
    .map(([key, target]) => [`^@portal/shared/${key.slice(2)}$`, path.join(sharedRoot, target)]),
);

/** @param {string} rootDir the package folder */
module.exports = function jestPreset(rootDir) {
  const stub = path.join(__dirname, 'jest/style-stub.cjs');
  return {
    rootDir,
    testEnvironment: path.join(__dirname, 'jest/jsdom-environment.cjs'),
    // Jest's default on a 2-CPU machine is one worker (cores − 1), which left a core idle through every front-end
    // suite of npm test; the main process only schedules. Two: mf-admin's 40 files, 160 s → about 90 s there.
    maxWorkers: 2,
    // Room for the 5 s asyncUtilTimeout of jest/setup.cjs, several waits in one test included.
    testTimeout: 20000,
    // Workspace packages (@portal/contracts) export their TypeScript source under `source`: tests run it as it is.
    testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ES-module-only packages, compiled for Jest: typebox is there for a test that checks a page's output against the
    // contract's schema (mf-admin's rich-text normalizer); the PPTX reader and its HTML parser for the judge's slides.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(swiper|ssr-window|dom7|valibot|typebox|@jvmr/pptx-to-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)',
    ],
    // @portal/contracts names its relative imports by the emitted `.js` file (it is compiled for Node too).
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': stub, '^swiper/css': stub, ...sharedSelfReferences },
    setupFilesAfterEnv: [path.join(__dirname, 'jest/setup.cjs')],
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.[jt]s?(x)', '<rootDir>/build/**/__tests__/**/*.test.[jt]s?(x)'],
  };
};
