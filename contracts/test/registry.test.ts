import { describe, expect, it } from '@jest/globals';
import { parseRegistry, registryEntryProblems, registryProblem } from '../src/registry/whole.js';
import { parseRegistry as parseForPublicPages } from '../src/registry/index.js';

// The one registry definition (issue 22, 23): what the server may publish and serve is exactly what every shell reads.
// Before it was one, `0.2.0-rc.1+build.7` and splat routes passed the server and made every shell drop the registry.

const versions = {
  readable: ["0.1.0", "1.3.0", "10.20.30", "1.3.0-rc.1", "1.3.0-rc.1+sha.abc", "0.2.0-rc.1+build.7", "2.0.0+build.7", "1.0.0-alpha.beta.1", "1.0.0-x-y-z.--", "1.0.0+0.build.1-rc.10000aaa-kk-0.1"],
  unreadable: ["", "1.2", "1", "v1.2.3", "01.2.3", "1.02.3", "1.2.3-", "1.2.3+", "1.2.3-01", "1.2.3-rc..1", "1.2.3 ", " 1.2.3", "1.2.3+sha/abc", "1.2.3-rc.1/../x", "1.2.3+a+b", "1.2.3-ñ", "1.2.3-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"],
};
const routes = {
  readable: ["home", "secondCompetition", "news/consult/detail", "first-competition-gallery", "prize/winner/index", "c/:id", "secondCompetition/*", "winners/:year/*", "MobilePreviousCompetition", "personal-centered/index"],
  unreadable: ["", "/home", "*", ":id", "home/", "a//b", "a/*/b", "a/**", "home page", "../x", "a/./b", "a?b", "a#b", "news/:", "news/:1d", "news/*rest", "主頁"],
};

const entry = (version: string, route: string) => ({
  name: 'mf-voting',
  version,
  manifestUrl: `/remotes/mf-voting/${version}/mf-manifest.json`,
  routes: { pc: [route], mobile: ['vote'] },
});
const registry = (...remotes: object[]) => ({ schemaVersion: 1, remotes });

describe('versions', () => {
  it.each(versions.readable)('reads %p as a stable version and as a candidate', (version) => {
    expect(registryEntryProblems(entry(version, 'secondCompetition'))).toEqual([]);
    expect(parseRegistry(registry(entry(version, 'secondCompetition')))?.remotes[0]?.version).toBe(version);
    const withRollout = { ...entry('0.1.0', 'secondCompetition'), rollout: { ...entry(version, 'secondCompetition'), percent: 50 } };
    expect(parseRegistry(registry(withRollout))?.remotes[0]?.rollout?.version).toBe(version);
  });

  it.each(versions.unreadable)('refuses %p, naming the field', (version) => {
    // (A version with a space makes a manifest URL with one too: both are named.)
    expect(registryEntryProblems(entry(version, 'secondCompetition'))).toContainEqual(expect.stringMatching(/^version ".*" is not a semantic version/));
    expect(parseRegistry(registry(entry(version, 'secondCompetition')))).toBeNull();
  });
});

describe('route patterns', () => {
  it.each(routes.readable)('reads %p', (route) => {
    expect(registryEntryProblems(entry('1.0.0', route))).toEqual([]);
    expect(parseRegistry(registry(entry('1.0.0', route)))?.remotes[0]?.routes.pc).toEqual([route]);
  });

  it.each(routes.unreadable)('refuses %p, naming the field', (route) => {
    expect(registryEntryProblems(entry('1.0.0', route))).toEqual([expect.stringMatching(/^routes\.pc\[0\] ".*" is not a route pattern the shell reads/)]);
    expect(parseRegistry(registry(entry('1.0.0', route)))).toBeNull();
  });
});

describe('documents', () => {
  it('names every field it refuses in an entry, and reads a remote it has not heard of', () => {
    expect(registryEntryProblems({ name: 'voting', version: 'latest', manifestUrl: '//evil.example/m.json', routes: { pc: ['/x'], mobile: [] }, slots: ['not a slot'] })).toEqual([
      'name "voting" is not a remote name such as mf-voting',
      'version "latest" is not a semantic version such as 1.3.0, 1.3.0-rc.1 or 1.3.0-rc.1+sha.abc (at most 64 characters)',
      'manifestUrl "//evil.example/m.json" is not a root-relative path or an http(s) URL without spaces',
      expect.stringMatching(/^routes\.pc\[0\] "\/x" is not a route pattern/),
      'slots[0] "not a slot" is not a slot name such as personalCenter.registration',
    ]);
    expect(parseRegistry(registry({ ...entry('1.0.0', 'dashboard'), name: 'mf-admin' }))?.remotes[0]?.name).toBe('mf-admin');
  });

  it('drops a rollout it cannot read, not the registry; refuses a remote listed twice and what is no registry', () => {
    const withBadRollout = { ...entry('0.1.0', 'secondCompetition'), rollout: { ...entry('0.2.0', 'secondCompetition'), percent: 101 } };
    expect(parseRegistry(registry(withBadRollout))?.remotes[0]?.rollout).toBeUndefined();
    expect(registryProblem(registry(entry('1.0.0', 'a'), entry('1.0.1', 'b')))).toBe('remote mf-voting is listed twice');
    expect(registryProblem('<html>502 Bad Gateway</html>')).toMatch(/the document/);
    expect(registryProblem({ schemaVersion: 2, remotes: [] })).toMatch(/^schemaVersion/);
  });
});

describe('the back office', () => {
  const admin = { ...entry('1.0.0', 'secondCompetition'), name: 'mf-admin', routes: { pc: [], mobile: [], admin: ['login', 'staff/:id'] } };

  it('reads a remote whose pages are under /admin/ only', () => {
    expect(registryEntryProblems(admin)).toEqual([]);
    expect(parseRegistry(registry(admin))?.remotes[0]?.routes.admin).toEqual(['login', 'staff/:id']);
  });

  it('refuses an admin route a shell would not read, naming the field', () => {
    expect(registryEntryProblems({ ...admin, routes: { pc: [], mobile: [], admin: ['/login'] } })).toEqual([
      expect.stringMatching(/^routes\.admin\[0\] "\/login" is not a route pattern/),
    ]);
  });

  it('keeps reading the public remotes, which have no admin routes', () => {
    expect(parseRegistry(registry(entry('1.0.0', 'secondCompetition')))?.remotes[0]?.routes.admin).toBeUndefined();
  });

  it('is read by a public page\'s shell without its routes: the same registry, routes.admin dropped (docs/adr/0030)', () => {
    const withRollout = { ...admin, rollout: { ...admin, version: '1.1.0', percent: 10 } };
    const read = parseForPublicPages(registry(withRollout, entry('1.0.0', 'secondCompetition')));
    expect(read?.remotes.map((remote) => remote.name)).toEqual(['mf-admin', 'mf-voting']);
    expect(read?.remotes[0]?.routes).toEqual({ pc: [], mobile: [] });
    expect(read?.remotes[0]?.rollout?.routes).toEqual({ pc: [], mobile: [] });
    // What the public schema refuses, the whole one refuses too: it only adds the back office's routes.
    expect(parseForPublicPages(registry({ ...entry('1.0.0', 'a'), version: 'v1' }))).toBeNull();
    expect(parseRegistry(registry({ ...entry('1.0.0', 'a'), version: 'v1' }))).toBeNull();
  });
});
