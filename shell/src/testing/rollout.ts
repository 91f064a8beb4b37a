import { parseRegistry, rolloutBucket, type RemoteRegistry } from '@portal/shared/registry';

/** A visitor id whose bucket for the remote passes `test`: ids are tried in order, so tests are repeatable. */
export function visitorWithBucket(remoteName: string, test: (bucket: number) => boolean): string {
  for (let i = 0; i < 10_000; i += 1) {
    const id = `visitor-${i}`;
    if (test(rolloutBucket(id, remoteName))) return id;
  }
  throw new Error(`no visitor id with such a bucket for ${remoteName}`);
}

export const STABLE_MANIFEST = '/remotes/mf-voting/0.3.0/mf-manifest.json';
export const CANDIDATE_MANIFEST = '/remotes/mf-voting/0.4.0/mf-manifest.json';

/** mf-voting at 0.3.0 with 0.4.0 rolled out to `percent`; the candidate adds the page 'results'. */
export function votingRollout(percent: number): RemoteRegistry {
  const registry = parseRegistry({
    schemaVersion: 1,
    remotes: [
      {
        name: 'mf-voting',
        version: '0.3.0',
        manifestUrl: STABLE_MANIFEST,
        routes: { pc: ['secondCompetition'], mobile: ['prize/winner/index'] },
        rollout: {
          version: '0.4.0',
          manifestUrl: CANDIDATE_MANIFEST,
          routes: { pc: ['secondCompetition', 'results'], mobile: ['prize/winner/index'] },
          percent,
        },
      },
    ],
  });
  if (!registry) throw new Error('test registry did not parse');
  return registry;
}
