require('@testing-library/jest-dom');
require('./browser-shims.cjs');
