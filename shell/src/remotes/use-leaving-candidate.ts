import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import type { RegistryRemote } from '@portal/shared/registry';
import { useServedChannel } from '../release/release-context';
import { RemoteLoadError, useRemoteLoader } from './remote-loader-context';

/**
 * In a boundary's fallback: whether the error is the remote's candidate throwing while it rendered (a page or a
 * slot, a page chunk that did not load), in which case the visitor goes on to the stable version — the loader reloads
 * the page on it, or loads it in this page view — and the fallback shows that it is loading, never an error. A
 * RemoteLoadError here means stable failed too (the loader already left the candidate): the error UI is right.
 */
export function useLeavingCandidate(remote: RegistryRemote, { error, resetErrorBoundary }: FallbackProps): boolean {
  const loader = useRemoteLoader();
  const channel = useServedChannel(remote.name);
  const leaving = channel === 'candidate' && !(error instanceof RemoteLoadError);
  useEffect(() => {
    if (leaving && loader.abandonCandidate(remote.name, error)) resetErrorBoundary();
  }, [leaving, loader, remote.name, error, resetErrorBoundary]);
  return leaving;
}
