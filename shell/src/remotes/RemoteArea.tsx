import { Suspense, use } from 'react';
import { useRoutes } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import type { Device } from '@portal/shared/contracts';
import type { RegistryRemote } from '@portal/shared/registry';
import { useRemoteLoader } from './remote-loader-context';
import { RemoteUnavailable } from './RemoteUnavailable';
import { PageLoading } from '../layout/PageLoading';
import { NotFound } from '../layout/NotFound';

interface RemoteAreaProps {
  remote: RegistryRemote;
  device: Device;
}

/**
 * The page area a remote renders into. Whatever happens inside (manifest down, entry failing,
 * a page throwing) stays inside this boundary: header, footer and other remotes keep working.
 */
export function RemoteArea({ remote, device }: RemoteAreaProps) {
  const loader = useRemoteLoader();
  return (
    <section className="remote-area" data-remote={remote.name} data-remote-version={remote.version}>
      <ErrorBoundary
        FallbackComponent={RemoteUnavailable}
        onReset={() => loader.reset(remote)}
        onError={(error) => console.error(`[shell] ${remote.name} failed`, error)}
      >
        <Suspense fallback={<PageLoading />}>
          <RemoteRoutesView remote={remote} device={device} />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}

function RemoteRoutesView({ remote, device }: RemoteAreaProps) {
  const module = use(useRemoteLoader().load(remote));
  const element = useRoutes(module.routes[device]);
  return element ?? <NotFound />;
}
