import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { IMMUTABLE, NO_CACHE, remoteCacheControl, shellCacheControl } from '../../src/http/cache-policy.js';

describe('remoteCacheControl', () => {
  const root = '/srv/releases';
  it.each([
    ['mf-content/0.1.0/mf-manifest.json', NO_CACHE],
    ['mf-content/0.1.0/remoteEntry.js', NO_CACHE],
    ['mf-content/0.1.0/static/js/123.js', IMMUTABLE],
    ['mf-content/1.2.3-rc.1/chunk.js', IMMUTABLE],
    ['mf-content/latest/chunk.js', NO_CACHE],
    ['mf-content/chunk.js', NO_CACHE],
    ['index.json', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(remoteCacheControl(root, join(root, file))).toBe(expected);
  });
});

describe('shellCacheControl', () => {
  it.each([
    ['/dist/index.html', NO_CACHE],
    ['/dist/main.3f9a1c2b.js', IMMUTABLE],
    ['/dist/static/css/app-0123abcd89.css', IMMUTABLE],
    ['/dist/412.8f1e2d3c4b5a6978.js', IMMUTABLE],
    ['/dist/favicon.ico', NO_CACHE],
    ['/dist/registry.fallback.json', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(shellCacheControl(file)).toBe(expected);
  });
});
