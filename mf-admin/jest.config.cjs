const path = require('node:path');
const preset = require('@portal/shared/jest-preset')(__dirname);

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The PPTX reader's package.json exports it for `import` alone, a condition Jest's CommonJS resolver never asks for.
    '^@jvmr/pptx-to-html$': path.join(__dirname, 'node_modules/@jvmr/pptx-to-html/dist/index.js'),
  },
};
