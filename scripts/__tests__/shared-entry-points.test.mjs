// Each run-time entry point of @portal/shared (auth, ui, i18n, ...) is its own federation singleton. A relative
// import from one into another would bundle a second copy of that module into the first one's chunk: two auth
// stores, two i18n instances. Between entry points, code must import by package name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared');
const exportsMap = JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')).exports;
const modules = Object.values(exportsMap)
  .map((target) => /^\.\/src\/([^/]+)\//.exec(target)?.[1])
  .filter(Boolean);

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Relative imports of a source file that land outside its own entry point's folder. */
export function crossingImports(file, source, srcRoot = path.join(sharedRoot, 'src')) {
  const own = path.relative(srcRoot, file).split(path.sep)[0];
  const specifiers = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.filter((specifier) => {
    const target = path.relative(srcRoot, path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
    return target !== own && modules.includes(target);
  });
}

test('the entry points are known', () => {
  assert.ok(modules.includes('auth') && modules.includes('api') && modules.includes('ui'), modules.join());
});

test('no shared entry point imports another one by relative path', () => {
  const offenders = [];
  for (const module of modules) {
    for (const file of sourceFiles(path.join(sharedRoot, 'src', module))) {
      for (const specifier of crossingImports(file, readFileSync(file, 'utf8'))) {
        offenders.push(`${path.relative(sharedRoot, file)} → ${specifier}`);
      }
    }
  }
  assert.deepEqual(offenders, []);
});

test('the check catches a crossing import, type-only ones included, and lets local ones through', () => {
  const file = path.join(sharedRoot, 'src/api/endpoints/login.ts');
  assert.deepEqual(crossingImports(file, "import { useAuthStore } from '../../auth/auth-store';"), ['../../auth/auth-store']);
  assert.deepEqual(crossingImports(file, "import type { User } from '../../contracts/api';"), ['../../contracts/api']);
  assert.deepEqual(crossingImports(file, "import { layerB } from '../layer-b';\nimport { x } from './x';"), []);
  assert.deepEqual(crossingImports(file, "import { useAuthStore } from '@portal/shared/auth';"), []);
});
