import type { RegistryRemote } from '@portal/shared/registry';
import { useRelease, useServedChannel } from '../release/release-context';
import { RemoteLoadError } from './remote-loader-context';

/**
 * The onError of a boundary around a remote's code (a page area, a slot): logs, and reports 'threw' when the
 * remote's own code threw while rendering. A module that did not load is the loader's to report ('failedToLoad').
 */
export function useThrewReport(remote: RegistryRemote, where: string): (error: unknown) => void {
  const { report } = useRelease();
  const channel = useServedChannel(remote.name);
  return (error) => {
    console.error(`[shell] ${where} failed`, error);
    if (error instanceof RemoteLoadError) return;
    report({ remote: remote.name, version: remote.version, outcome: 'threw' }, channel);
  };
}
