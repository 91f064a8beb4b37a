// @ts-check
// Facts about federation shared by build code and run-time code (the shell mirrors containerName).

/**
 * Packages shared as singletons across the shell and every remote. Only React is listed: every other library whose
 * state must be one per page is reached through a `@portal/shared/` entry, itself a singleton — the router through
 * `@portal/shared/router`, react-i18next and i18next through `@portal/shared/i18n`, zustand through the stores of
 * `auth`, `season`, `device` and `i18n`, axios through `@portal/shared/api`. Shared whole, a package ships every
 * export on every first page; behind those entries webpack keeps what they use (docs/adr/0019). Lint refuses an
 * import of them anywhere else.
 */
export const SINGLETON_PACKAGES = /** @type {const} */ (['react', 'react-dom']);

/** Libraries that only @portal/shared may import (and tests): their one instance lives behind its entries. */
export const SHARED_ONLY_PACKAGES = /** @type {const} */ (['react-router', 'react-router-dom', 'react-i18next', 'i18next', 'zustand', 'axios', 'react-hook-form']);

/**
 * A remote's container name: its package name made a valid JS identifier ("mf-content" → "mf_content"),
 * because the container is published under that name in the page's global scope.
 * @param {string} remoteName
 */
export function containerName(remoteName) {
  return remoteName.replace(/[^a-zA-Z0-9_$]/g, '_');
}
