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
  /**
   * The route table it renders: a device's, or `admin` in the back office's build of the shell. Still named `device`,
   * as before the back office: a property name is in the minified code, and every public page's code is as it was.
   */
  device: Area;
}

/**
 * The page area a remote renders into. Whatever happens inside (manifest down, entry failing,
 * a page throwing) stays inside this boundary: header, footer and other remotes keep working.
 * Its data attributes name the version served now: after a candidate fails, the stable one.
 */
export function RemoteArea({ remote, device }: RemoteAreaProps) {
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
          <RemoteRoutesView remote={remote} device={device} />
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

function RemoteRoutesView({ remote, device }: RemoteAreaProps) {
  const module = use(useRemoteLoader().load(remote));
  // The remote was found by its routes in this area, so its module has them (the remote contract test checks that a
  // remote serves exactly the routes it declares); one that does not throws here, inside the boundary.
  const element = useRoutes(module.routes[device]!);
  return element ?? <NotFound />;
}
