require('@testing-library/jest-dom');
require('./browser-shims.cjs');
// findBy*/waitFor wait for what a page shows after its requests: on a busy CI machine (2 CPUs, parallel workers) a
// lazy chunk plus two fixture-server answers can take more than the library's default second. A page that never shows
// it still fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
