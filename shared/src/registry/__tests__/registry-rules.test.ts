import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRegistry } from '../schema';

// The shell's side of issue 22's agreement: every version and route pattern the server may publish (the same examples
// as api/test/registry/registry-rules.test.ts) is read, and what the server refuses is refused here too. Before,
// `0.2.0-rc.1+build.7` and splat routes passed the server and made every shell drop the live registry.

const examples = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../api/test/registry/registry-examples.json'), 'utf8')) as {
  versions: { readable: string[]; unreadable: string[] };
  routes: { readable: string[]; unreadable: string[] };
};

const entry = (version: string, route: string) => ({
  name: 'mf-voting',
  version,
  manifestUrl: `/remotes/mf-voting/${version}/mf-manifest.json`,
  routes: { pc: [route], mobile: ['vote'] },
});
const registry = (remote: object) => ({ schemaVersion: 1, remotes: [remote] });

test.each(examples.versions.readable)('reads version %p as the stable one and as a candidate', (version) => {
  expect(parseRegistry(registry(entry(version, 'secondCompetition')))?.remotes[0]?.version).toBe(version);
  const withRollout = { ...entry('0.1.0', 'secondCompetition'), rollout: { ...entry(version, 'secondCompetition'), percent: 50 } };
  expect(parseRegistry(registry(withRollout))?.remotes[0]?.rollout?.version).toBe(version);
});

test.each(examples.versions.unreadable)('refuses version %p', (version) => {
  expect(parseRegistry(registry(entry(version, 'secondCompetition')))).toBeNull();
});

test.each(examples.routes.readable)('reads route pattern %p', (route) => {
  expect(parseRegistry(registry(entry('1.0.0', route)))?.remotes[0]?.routes.pc).toEqual([route]);
});

test.each(examples.routes.unreadable)('refuses route pattern %p', (route) => {
  expect(parseRegistry(registry(entry('1.0.0', route)))).toBeNull();
});

test('a remote the shell has not heard of is read, not a reason to drop the registry', () => {
  expect(parseRegistry(registry({ ...entry('1.0.0', 'dashboard'), name: 'mf-admin' }))?.remotes[0]?.name).toBe('mf-admin');
});
