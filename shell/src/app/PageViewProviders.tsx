import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { RegistryContext } from '../registry/registry-context';
import { ReleaseContext } from '../release/release-context';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import type { PageView } from './page-view';

/** Routing and slots read the registry as served now: a candidate that fell back is on its stable routes. */
export function PageViewProviders({ pageView, children }: { pageView: PageView; children: ReactNode }) {
  const { release, loader, source } = pageView;
  const registry = useSyncExternalStore(release.plan.subscribe, release.plan.registry);
  const loaded = useMemo(() => ({ registry, source }), [registry, source]);
  return (
    <ReleaseContext value={release}>
      <RegistryContext value={loaded}>
        <RemoteLoaderContext value={loader}>{children}</RemoteLoaderContext>
      </RegistryContext>
    </ReleaseContext>
  );
}
