import { findOwner, parseRegistry } from '@portal/shared/registry';
import { CANDIDATE_MANIFEST, STABLE_MANIFEST, visitorWithBucket, votingRollout } from '../../testing/rollout';
import { planRelease } from '../release-plan';

const inShare = visitorWithBucket('mf-voting', (bucket) => bucket < 30);
const outOfShare = visitorWithBucket('mf-voting', (bucket) => bucket >= 30);

test("a visitor whose bucket is below the percent gets the candidate, with the candidate's routes", () => {
  const plan = planRelease(votingRollout(30), inShare);
  expect(plan.served('mf-voting')).toMatchObject({
    channel: 'candidate',
    remote: { version: '0.4.0', manifestUrl: CANDIDATE_MANIFEST },
  });
  // The page only the candidate has is routed to it.
  expect(findOwner(plan.registry(), 'pc', '/pc/results')?.version).toBe('0.4.0');
});

test('a visitor whose bucket is at or above the percent gets the stable version and its routes', () => {
  const plan = planRelease(votingRollout(30), outOfShare);
  expect(plan.served('mf-voting')).toMatchObject({ channel: 'stable', remote: { version: '0.3.0', manifestUrl: STABLE_MANIFEST } });
  expect(findOwner(plan.registry(), 'pc', '/pc/results')).toBeNull();
  expect(findOwner(plan.registry(), 'pc', '/pc/secondCompetition')?.version).toBe('0.3.0');
  expect(plan.registry().remotes[0]?.rollout).toBeUndefined();
});

test('the same visitor keeps the version while the share stays, and keeps the candidate when it grows', () => {
  expect(planRelease(votingRollout(30), inShare).served('mf-voting')?.channel).toBe('candidate');
  expect(planRelease(votingRollout(30), inShare).served('mf-voting')?.channel).toBe('candidate');
  expect(planRelease(votingRollout(80), inShare).served('mf-voting')?.channel).toBe('candidate');
  expect(planRelease(votingRollout(0), inShare).served('mf-voting')?.channel).toBe('stable');
});

test('falling back puts the remote on its stable version and routes for the rest of the page view, once', () => {
  const plan = planRelease(votingRollout(100), inShare);
  const listener = jest.fn();
  plan.subscribe(listener);
  const before = plan.registry();
  expect(plan.registry()).toBe(before); // one snapshot until something changes (useSyncExternalStore needs it)

  expect(plan.fallBack('mf-voting')).toMatchObject({ version: '0.3.0', manifestUrl: STABLE_MANIFEST });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(plan.registry()).not.toBe(before);
  expect(plan.served('mf-voting')).toMatchObject({ channel: 'stable', remote: { version: '0.3.0' } });
  expect(findOwner(plan.registry(), 'pc', '/pc/results')).toBeNull();

  expect(plan.fallBack('mf-voting')).toBeNull();
  expect(listener).toHaveBeenCalledTimes(1);
});

test('a remote without a rollout has nothing to fall back to, and the registry keeps its order', () => {
  const registry = parseRegistry({
    schemaVersion: 1,
    remotes: [
      { name: 'mf-content', version: '0.1.0', manifestUrl: '/c/mf-manifest.json', routes: { pc: ['home'], mobile: [] } },
      ...votingRollout(100).remotes,
    ],
  })!;
  const plan = planRelease(registry, inShare);
  expect(plan.fallBack('mf-content')).toBeNull();
  plan.fallBack('mf-voting');
  expect(plan.registry().remotes.map((remote) => `${remote.name}@${remote.version}`)).toEqual(['mf-content@0.1.0', 'mf-voting@0.3.0']);
});

test('a candidate that already failed in this browser is not served again: stable, whatever the share', () => {
  for (const percent of [30, 80, 100]) {
    const plan = planRelease(votingRollout(percent), inShare, { 'mf-voting': '0.4.0' });
    expect(plan.served('mf-voting')).toMatchObject({ channel: 'stable', remote: { version: '0.3.0' } });
  }
  // Another candidate version is a new one: the visitor's bucket decides again.
  expect(planRelease(votingRollout(30), inShare, { 'mf-voting': '0.3.9' }).served('mf-voting')?.channel).toBe('candidate');
});
