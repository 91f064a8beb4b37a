import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Compile } from 'typebox/compile';
import { RegistryDocument, registryEntryProblems } from '../../src/registry/schema.js';

// The server's side of issue 22's agreement: what it publishes and serves, every shell reads. The shell's own test
// (shared/src/registry/__tests__/registry-rules.test.ts) holds its parser to the same examples.

const examples = JSON.parse(readFileSync(join(import.meta.dirname, 'registry-examples.json'), 'utf8')) as {
  versions: { readable: string[]; unreadable: string[] };
  routes: { readable: string[]; unreadable: string[] };
};
const documentCheck = Compile(RegistryDocument);

const entry = (version: string, route: string) => ({
  name: 'mf-voting',
  version,
  manifestUrl: `/remotes/mf-voting/${version}/mf-manifest.json`,
  routes: { pc: [route], mobile: ['vote'] },
});
const registry = (remote: object) => ({ schemaVersion: 1, remotes: [remote] });

describe('registry rules (server)', () => {
  it.each(examples.versions.readable)('accepts version %p, in an entry and in a rollout', (version) => {
    expect(registryEntryProblems(entry(version, 'secondCompetition'))).toEqual([]);
    const withRollout = { ...entry('0.1.0', 'secondCompetition'), rollout: { ...entry(version, 'secondCompetition'), percent: 50 } };
    expect(documentCheck.Check(registry(withRollout))).toBe(true);
  });

  it.each(examples.versions.unreadable)('refuses version %p, naming the field', (version) => {
    expect(registryEntryProblems(entry(version, 'secondCompetition')).join('\n')).toMatch(/^version .* is not a semantic version/);
    expect(documentCheck.Check(registry(entry(version, 'secondCompetition')))).toBe(false);
  });

  it.each(examples.routes.readable)('accepts route pattern %p', (route) => {
    expect(registryEntryProblems(entry('1.0.0', route))).toEqual([]);
  });

  it.each(examples.routes.unreadable)('refuses route pattern %p, naming the field', (route) => {
    expect(registryEntryProblems(entry('1.0.0', route))).toEqual([expect.stringMatching(/^routes\.pc\[0\] .* is not a route pattern the shell reads/)]);
    expect(documentCheck.Check(registry(entry('1.0.0', route)))).toBe(false);
  });
});
