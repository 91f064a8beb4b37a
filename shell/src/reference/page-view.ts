// Replaces ../app/page-view.ts in the reference build only: the same page view with the registry's remotes
// imported statically instead of through the federation runtime. No release plan applies: every remote is served at
// the version built in, and nothing is reported.
import type { LoadedRegistry } from '../registry/load-registry';
import type { Release } from '../release/release-context';
import { planRelease } from '../release/release-plan';
import { stableVersion } from '@portal/shared/registry';
import { createStaticLoader } from './static-loader';
import type { PageView } from '../app/page-view';

export type { PageView };

export function startPageView(loaded: LoadedRegistry): PageView {
  const registry = { ...loaded.registry, remotes: loaded.registry.remotes.map(stableVersion) };
  const release: Release = { plan: planRelease(registry, 'reference'), report: () => {} };
  return { source: loaded.source, release, loader: createStaticLoader() };
}
