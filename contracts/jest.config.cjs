// Sources are ESM TypeScript; @swc/jest compiles them to CommonJS so Jest runs without --experimental-vm-modules.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] },
  // TypeBox's checker (typebox/value) is ESM only: compiled like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/typebox@[^/]+/node_modules/)?typebox/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
