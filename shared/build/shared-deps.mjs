// @ts-check
// Facts about federation shared by build code and run-time code (the shell mirrors containerName).

/**
 * Packages shared as singletons across the shell and every remote. The router is not listed: it is shared through
 * `@portal/shared/router`, which keeps only the exports the apps use (docs/adr/0019).
 */
export const SINGLETON_PACKAGES = /** @type {const} */ ([
  'react',
  'react-dom',
  'zustand',
  'i18next',
  'react-i18next',
  'axios',
]);

/**
 * A remote's container name: its package name made a valid JS identifier ("mf-content" → "mf_content"),
 * because the container is published under that name in the page's global scope.
 * @param {string} remoteName
 */
export function containerName(remoteName) {
  return remoteName.replace(/[^a-zA-Z0-9_$]/g, '_');
}
