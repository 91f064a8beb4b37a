import { findOwner, parseRegistry } from '@portal/shared/registry';

const valid = {
  schemaVersion: 1,
  remotes: [
    {
      name: 'mf-content',
      version: '0.1.0',
      manifestUrl: '/remotes/mf-content/0.1.0/mf-manifest.json',
      routes: { pc: ['home', 'latestNewsDetail'], mobile: ['home', 'news/consult/detail'] },
    },
    {
      name: 'mf-voting',
      version: '1.2.3-rc.1',
      manifestUrl: 'https://cdn.example.org/voting/1.2.3-rc.1/mf-manifest.json',
      routes: { pc: ['secondCompetition'], mobile: ['prize/winner/index'] },
      rollout: { stage: 'canary' },
    },
  ],
};

function withRemote(patch: Record<string, unknown>) {
  return { ...valid, remotes: [{ ...valid.remotes[0], ...patch }] };
}

describe('parseRegistry', () => {
  it('accepts a valid document; a rollout it cannot read is dropped, not the registry', () => {
    const registry = parseRegistry(valid);
    expect(registry?.remotes.map((remote) => remote.name)).toEqual(['mf-content', 'mf-voting']);
    expect(registry?.remotes[1]).toMatchObject({ name: 'mf-voting', version: '1.2.3-rc.1' });
    expect(registry?.remotes[1]?.rollout).toBeUndefined();
  });

  it('keeps a readable rollout: the candidate version and its share', () => {
    const rollout = { version: '0.2.0', manifestUrl: '/remotes/mf-voting/0.2.0/mf-manifest.json', routes: { pc: ['secondCompetition'], mobile: ['vote'] }, percent: 30 };
    expect(parseRegistry(withRemote({ rollout }))?.remotes[0]?.rollout).toEqual(rollout);
    expect(parseRegistry(withRemote({ rollout: { ...rollout, percent: 101 } }))?.remotes[0]?.rollout).toBeUndefined();
  });

  it.each([
    ['an unknown schema version', { ...valid, schemaVersion: 2 }],
    ['an HTML error page', '<html>502 Bad Gateway</html>'],
    ['a protocol-relative manifest URL', withRemote({ manifestUrl: '//evil.example/mf-manifest.json' })],
    ['a javascript: manifest URL', withRemote({ manifestUrl: 'javascript:alert(1)' })],
    ['a name that is no remote name', withRemote({ name: 'voting' })],
    ['a version that is not semver', withRemote({ version: 'latest' })],
    ['a route with a leading slash', withRemote({ routes: { pc: ['/home'], mobile: [] } })],
    ['the same remote twice', { ...valid, remotes: [valid.remotes[0], valid.remotes[0]] }],
  ])('rejects %s', (_label, document) => {
    expect(parseRegistry(document)).toBeNull();
  });
});

describe('findOwner', () => {
  const registry = parseRegistry(valid)!;

  it('lets a splat pattern own its page and every path below it, and nothing beside it', () => {
    const splat = parseRegistry(withRemote({ routes: { pc: ['secondCompetition/*'], mobile: [] } }))!;
    expect(findOwner(splat, 'pc', '/pc/secondCompetition')?.name).toBe('mf-content');
    expect(findOwner(splat, 'pc', '/pc/secondCompetition/2024/round-2')?.name).toBe('mf-content');
    expect(findOwner(splat, 'pc', '/pc/secondCompetitionX')).toBeNull();
  });

  it('finds the remote owning desktop and nested mobile paths', () => {
    expect(findOwner(registry, 'pc', '/pc/home')?.name).toBe('mf-content');
    expect(findOwner(registry, 'mobile', '/mobile/news/consult/detail')?.name).toBe('mf-content');
    expect(findOwner(registry, 'mobile', '/mobile/prize/winner/index')?.name).toBe('mf-voting');
  });

  it('does not match another device, a prefix or an unknown path', () => {
    expect(findOwner(registry, 'mobile', '/mobile/secondCompetition')).toBeNull();
    expect(findOwner(registry, 'mobile', '/mobile/news/consult')).toBeNull();
    expect(findOwner(registry, 'pc', '/pc/nowhere')).toBeNull();
  });
});
