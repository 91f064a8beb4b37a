const preset = require('@portal/shared/jest-preset')(__dirname);

// Two additions for the work upload (docs in src/testing/tus-server.ts):
// - tus-js-client: jest reads no package.json "browser" field, so it would load the Node build (node:http, no
//   CORS). The tests run the browser build, the one webpack bundles, over jsdom's XMLHttpRequest.
// - @tus/server, @tus/utils, @tus/file-store and srvx ship ES modules only: swc turns them into CommonJS.
const ESM_ONLY = 'valibot|@tus|srvx';
const [ignore] = preset.transformIgnorePatterns;
if (!ignore || !/\bvalibot[|)]/.test(ignore)) throw new Error('jest-preset changed: update mf-competition/jest.config.cjs');

module.exports = {
  ...preset,
  transformIgnorePatterns: [ignore.replace('valibot', ESM_ONLY)],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^tus-js-client$': require.resolve('tus-js-client').replace(/node([/\\]index\.js)$/, 'browser$1'),
  },
};
