import { parseRegistry, pickVersion, rolloutBucket, stableVersion, type RegistryRemote } from '@portal/shared/registry';

const candidate = { version: '0.2.0', manifestUrl: '/remotes/mf-voting/0.2.0/mf-manifest.json', routes: { pc: ['secondCompetition'], mobile: ['vote'] } };

function voting(percent: number): RegistryRemote {
  const registry = parseRegistry({
    schemaVersion: 1,
    remotes: [{ name: 'mf-voting', version: '0.1.0', manifestUrl: '/remotes/mf-voting/0.1.0/mf-manifest.json', routes: { pc: ['secondCompetition'], mobile: [] }, rollout: { ...candidate, percent } }],
  });
  if (!registry?.remotes[0]) throw new Error('test registry did not parse');
  return registry.remotes[0];
}

const visitors = Array.from({ length: 2000 }, (_, i) => `visitor-${i}-${(i * 7919) % 104729}`);
const share = (percent: number) => visitors.filter((id) => pickVersion(voting(percent), id).channel === 'candidate');

describe('sticky percentage rollout', () => {
  it('gives a visitor the same bucket every time, per remote', () => {
    expect(rolloutBucket('abc', 'mf-voting')).toBe(rolloutBucket('abc', 'mf-voting'));
    expect(visitors.map((id) => rolloutBucket(id, 'mf-voting')).every((b) => b >= 0 && b < 100)).toBe(true);
    // Not the same visitors first for every remote.
    const first = (name: string) => visitors.filter((id) => rolloutBucket(id, name) < 10);
    expect(first('mf-voting')).not.toEqual(first('mf-content'));
  });

  it('serves the candidate to about the share asked, and raising it only moves visitors to the candidate', () => {
    expect(share(0)).toHaveLength(0);
    expect(share(100)).toHaveLength(visitors.length);
    const at30 = share(30);
    expect(at30.length / visitors.length).toBeGreaterThan(0.26);
    expect(at30.length / visitors.length).toBeLessThan(0.34);
    const at60 = new Set(share(60));
    expect(at30.every((id) => at60.has(id))).toBe(true);
  });

  it('puts the candidate fields in place of the stable ones, and the stable version is always at hand', () => {
    const remote = voting(100);
    const picked = pickVersion(remote, 'anyone');
    expect(picked.channel).toBe('candidate');
    expect(picked.remote).toMatchObject({ name: 'mf-voting', ...candidate });
    expect(picked.remote.rollout).toBeUndefined();
    expect(stableVersion(remote)).toMatchObject({ version: '0.1.0', manifestUrl: '/remotes/mf-voting/0.1.0/mf-manifest.json', rollout: undefined });
  });
});
