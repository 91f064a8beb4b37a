import { containerName, type RegistryRemote } from '@portal/shared/registry';

// Two builds of one remote share webpack's chunk-loading global (`webpackChunk<container>`, from the same
// uniqueName) and use the same chunk ids for the same modules. When a candidate fails and the stable build loads
// into the same page, the stable runtime would take every chunk the candidate left in that global as its own
// (same ids, other code), and the candidate's chunks still in flight would land there later: the federation runtime
// preloads an expose's chunks beside its remote entry, so they come even when the entry itself throws.

/** The folder a build is served from: its manifest's, where its entry and chunks are (publicPath 'auto'). */
function buildFolder(remote: RegistryRemote): string {
  return new URL('.', new URL(remote.manifestUrl, window.location.href)).href;
}

/**
 * Keeps a failed build out of the page before another build of the remote loads: its leftover chunks are dropped,
 * any chunk script of it that runs later pushes into a throwaway array, and its stylesheets are removed.
 */
export function quarantineBuild(remote: RegistryRemote): void {
  const folder = buildFolder(remote);
  const fromFailedBuild = () => {
    const script = document.currentScript;
    return script instanceof HTMLScriptElement && script.src.startsWith(folder);
  };
  const key = `webpackChunk${containerName(remote.name)}`;
  let live: unknown;
  try {
    Object.defineProperty(window, key, {
      configurable: true,
      get: () => (fromFailedBuild() ? [] : live),
      set: (value: unknown) => {
        if (!fromFailedBuild()) live = value;
      },
    });
  } catch {
    // Not configurable (never the case for webpack's plain assignment): dropping the leftovers is all we can do.
    Reflect.set(window, key, undefined);
  }
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href.startsWith(folder)) link.remove();
  }
}
