import { Suspense, use, useEffect } from 'react';
import { useRoutes } from '@portal/shared/router';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import type { Area } from '@portal/shared/contracts';
import type { RegistryRemote } from '@portal/shared/registry';
import { useServedChannel } from '../release/release-context';
import { useRemoteLoader } from './remote-loader-context';
import { useLeavingCandidate } from './use-leaving-candidate';
import { useThrewReport } from './use-threw-report';
import { RemoteUnavailable } from './RemoteUnavailable';
import { PageLoading } from '../layout/PageLoading';
import { NotFound } from '../layout/NotFound';
import { markPageRendered } from '../prerender/hand-off';

interface RemoteAreaProps {
  remote: RegistryRemote;
  /** The route table it renders: a device's, or the back office's. */
  area: Area;
}

/**
 * The page area a remote renders into. Whatever happens inside (manifest down, entry failing,
 * a page throwing) stays inside this boundary: header, footer and other remotes keep working.
 * Its data attributes name the version served now: after a candidate fails, the stable one.
 */
export function RemoteArea({ remote, area }: RemoteAreaProps) {
  const loader = useRemoteLoader();
  const channel = useServedChannel(remote.name);
  const onError = useThrewReport(remote, remote.name);
  return (
    <section
      className="remote-area"
      data-remote={remote.name}
      data-remote-version={remote.version}
      data-remote-channel={channel}
    >
      <ErrorBoundary
        fallbackRender={(props) => <AreaFallback remote={remote} {...props} />}
        onReset={() => loader.reset(remote)}
        onError={onError}
      >
        <Suspense fallback={<PageLoading />}>
          <RemoteRoutesView remote={remote} area={area} />
          <PageRendered />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}

/** A candidate that threw is left for stable while the area shows loading; otherwise the error with retry. */
function AreaFallback({ remote, ...props }: FallbackProps & { remote: RegistryRemote }) {
  return useLeavingCandidate(remote, props) ? <PageLoading /> : <RemoteUnavailable {...props} />;
}

/** Commits with the page (same Suspense boundary), after the page's own effects have sent its data requests. */
function PageRendered() {
  useEffect(() => markPageRendered(), []);
  return null;
}

function RemoteRoutesView({ remote, area }: RemoteAreaProps) {
  const module = use(useRemoteLoader().load(remote));
  const element = useRoutes(module.routes[area] ?? []);
  return element ?? <NotFound />;
}
