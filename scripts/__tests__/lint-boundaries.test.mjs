// The architecture's import boundaries, checked through the real lint configuration.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return result.messages
    .filter((message) => ['no-restricted-imports', 'import-x/no-restricted-paths', 'import-x/no-relative-packages', 'import-x/no-unresolved', 'no-restricted-syntax'].includes(message.ruleId))
    .map((message) => message.ruleId);
}

const forbidden = [
  ['a remote importing another remote by package', 'mf-content/src/x.ts', "import { routes } from '@portal/mf-account';"],
  ['a remote importing another remote by path', 'mf-content/src/x.ts', "import { routes } from '../../mf-account/src/app/routes';"],
  ['a remote importing the shell', 'mf-voting/src/x.ts', "import { App } from '@portal/shell';"],
  ['a remote importing the shell by path', 'mf-voting/src/features/x.ts', "import { App } from '../../../shell/src/app/App';"],
  ['the shell importing a remote by package', 'shell/src/x.ts', "import { routes } from '@portal/mf-voting';"],
  ['the back office importing a public remote', 'mf-admin/src/x.ts', "import { routes } from '@portal/mf-account';"],
  ['a public remote importing the back office', 'mf-voting/src/x.ts', "import { routes } from '../../mf-admin/src/app/routes';"],
  ['the shell importing the back office', 'shell/src/admin/x.ts', "import { routes } from '@portal/mf-admin';"],
  ['the back office importing axios (its client is Layer B with its own instance)', 'mf-admin/src/api/x.ts', "import axios from 'axios';"],
  ['the shell importing a remote by path', 'shell/src/x.ts', "import { routes } from '../../mf-voting/src/app/routes';"],
  ['a deep import into @portal/shared source', 'shell/src/x.ts', "import { i18n } from '@portal/shared/src/i18n/instance';"],
  ['a deep import past an entry point', 'mf-content/src/x.ts', "import { i18n } from '@portal/shared/i18n/instance';"],
  ['a relative import into shared', 'mf-content/src/x.ts', "import { i18n } from '../../shared/src/i18n';"],
  // One instance each, behind @portal/shared entries (docs/adr/0019): a direct import would bundle a second copy.
  ['a remote importing react-i18next', 'mf-content/src/x.ts', "import { useTranslation } from 'react-i18next';"],
  ['the shell importing i18next', 'shell/src/x.ts', "import i18next from 'i18next';"],
  ['a remote importing zustand', 'mf-voting/src/x.ts', "import { create } from 'zustand';"],
  ['a remote importing axios', 'mf-competition/src/x.ts', "import axios from 'axios';"],
  ['a shared entry other than i18n importing react-i18next', 'shared/src/data/x.tsx', "import { useTranslation } from 'react-i18next';"],
  // The tools and e2e reach the API through the entry points it declares (@portal/api/testing), never by a path into it.
  ['a tool importing a file of api/dist by URL', 'tools/x.mjs', "const { translate } = await import(new URL('../api/dist/i18n/translate.js', import.meta.url).href);"],
  ['a tool spawning the built server by its path', 'tools/x.mjs', "import { spawn } from 'node:child_process';\nspawn(process.execPath, ['api/dist/server.js']);"],
  ['a tool importing the crash harness from api/test', 'tools/x.mjs', "const root = '..';\nawait import(`${root}/api/test/durability/harness.ts`);"],
  ['e2e importing the API by a relative path', 'e2e/tests/x.ts', "import { builtServer } from '../../api/src/testing/index';"],
  ['a tool importing past the API\'s entry points', 'tools/x.mjs', "import { startServer } from '@portal/api/dist/server.js';"],
  ['a tool importing an entry point the API does not declare', 'tools/x.mjs', "import { x } from '@portal/api/testing/nothing-here';"],
];

for (const [label, file, source] of forbidden) {
  test(`lint refuses ${label}`, async () => {
    assert.notDeepEqual(await boundaryErrors(file, source), [], `${file}: ${source}`);
  });
}

test('lint accepts entry points of @portal/shared and imports inside a package', async () => {
  assert.deepEqual(await boundaryErrors('mf-content/src/x.ts', "import { i18n } from '@portal/shared/i18n';\nimport { routes } from './app/routes';"), []);
  assert.deepEqual(await boundaryErrors('shell/src/x.ts', "import { findOwner } from '@portal/shared/registry';"), []);
  assert.deepEqual(await boundaryErrors('shared/src/i18n/x.ts', "import { useTranslation } from 'react-i18next';"), []);
  assert.deepEqual(await boundaryErrors('shared/src/auth/x.ts', "import { create } from 'zustand';"), []);
});

test("lint accepts the API's declared entry points in tools and e2e", async () => {
  assert.deepEqual(await boundaryErrors('tools/x.mjs', "import { runCrashCycles } from '@portal/api/testing/durability';\nconst { builtServer } = await import('@portal/api/testing');"), []);
  assert.deepEqual(await boundaryErrors('e2e/tests/x.ts', "import { builtCommandLine, writeSampleMp4 } from '@portal/api/testing';"), []);
});
