import type { LoadedRegistry } from '../registry/load-registry';
import { createLoadReporter, type LoadReporter } from '../release/beacon';
import { forgetEndedCandidates } from '../release/failed-candidates';
import type { Release } from '../release/release-context';
import { planRelease } from '../release/release-plan';
import { visitorId } from '../release/visitor-id';
import { registerRegistryRemotes } from '../remotes/federation';
import { createFederationLoader, type AbandonOptions } from '../remotes/load-remote-routes';
import type { RemoteLoader } from '../remotes/remote-loader-context';

/** What one page view runs on: the registry's source, the versions served to this visitor, and their loader. */
export interface PageView {
  source: LoadedRegistry['source'];
  release: Release;
  loader: RemoteLoader;
}

interface PageViewOptions extends AbandonOptions {
  visitorId?: string;
  report?: LoadReporter;
}

/**
 * Once the registry is in: each remote's version for this visitor (its candidate or its stable one, by the
 * visitor's bucket, stable where the candidate already failed in this browser), registered with the federation
 * runtime as the remote's entry. The shell reads versions from the registry only, so releasing a remote never
 * rebuilds it.
 */
export function startPageView(loaded: LoadedRegistry, options: PageViewOptions = {}): PageView {
  const { visitorId: id = visitorId(), report = createLoadReporter(), ...abandon } = options;
  const plan = planRelease(loaded.registry, id, forgetEndedCandidates(loaded.registry));
  registerRegistryRemotes(plan.registry().remotes);
  const release: Release = { plan, report };
  return { source: loaded.source, release, loader: createFederationLoader(release, abandon) };
}
