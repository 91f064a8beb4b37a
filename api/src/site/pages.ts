import { match } from 'path-to-regexp';
import type { RegistryDocument } from '@portal/contracts/registry';
import { LOGIN_REQUIRED, pageKey, type Device } from './route-table.js';

// Which paths are pages of the site (issue 15): the shell's own, and every page the registry says a remote owns —
// read per request, so a release that adds a page makes it known without a restart.

export type SitePath =
  /** `/`, `/pc`, `/mobile`, `/c/N`: the shell's own routes, which send the visitor on; known, never indexed. */
  | { kind: 'shell' }
  | { kind: 'page'; device: Device; route: string; key: string; remote: string; loginOnly: boolean }
  /**
   * The back office (issue 24): `/admin` itself (the shell sends it on to the dashboard) and the pages the registry says
   * a remote owns under /admin/ (`route` null for `/admin`). Staff only: never indexed, never cached, never captured.
   */
  | { kind: 'admin'; route: string | null; remote: string | null }
  | { kind: 'unknown' };

const SHELL_PATHS = [match('/'), match('/pc'), match('/mobile'), match('/c/:n')];
const DEVICE_PATH = /^\/(pc|mobile)\/(.+)$/;
const ADMIN_PATH = /^\/admin(?:\/(.+))?$/;

// react-router's relative patterns (`news/:id`, `docs/*`) as path-to-regexp reads them; a splat, as in react-router,
// also matches the path it hangs from (`docs/*` owns `/docs`).
const matcherCache = new Map<string, ReturnType<typeof match>>();
function matcher(pattern: string) {
  let found = matcherCache.get(pattern);
  if (!found) {
    found = match(`/${pattern.replace(/\/\*$/, '{/*rest}')}`, { decode: false });
    matcherCache.set(pattern, found);
  }
  return found;
}

/** The path without the trailing slashes a visitor may add (`/pc/aboutUs/`). */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** What `path` is on this site now. */
export function resolveSitePath(path: string, registry: RegistryDocument | null): SitePath {
  const normal = normalizePath(path);
  if (SHELL_PATHS.some((shell) => shell(normal))) return { kind: 'shell' };
  const admin = ADMIN_PATH.exec(normal);
  if (admin) return resolveAdminPath(admin[1] ?? null, registry);
  const parts = DEVICE_PATH.exec(normal);
  if (!parts) return { kind: 'unknown' };
  const device = parts[1] as Device;
  const rest = `/${parts[2] ?? ''}`;
  for (const remote of registry?.remotes ?? []) {
    for (const routes of [remote.routes, remote.rollout?.routes]) {
      const route = routes?.[device].find((pattern) => matcher(pattern)(rest) !== false);
      if (route) return { kind: 'page', device, route, key: pageKey(device, route), remote: remote.name, loginOnly: LOGIN_REQUIRED[device].includes(route) };
    }
  }
  return { kind: 'unknown' };
}

/** An /admin path: a page when a remote of the registry owns its route under /admin/ (stable or candidate). */
function resolveAdminPath(rest: string | null, registry: RegistryDocument | null): SitePath {
  if (rest === null) return { kind: 'admin', route: null, remote: null };
  for (const remote of registry?.remotes ?? []) {
    for (const routes of [remote.routes, remote.rollout?.routes]) {
      const route = routes?.admin?.find((pattern) => matcher(pattern)(`/${rest}`) !== false);
      if (route) return { kind: 'admin', route, remote: remote.name };
    }
  }
  return { kind: 'unknown' };
}

/**
 * Every page the registry names, as (device, route): the sitemap's and the tests' list. A splat route names the page it
 * hangs from (`docs/*` → `docs`); a route with a `:param` names no one page, so it is not listed.
 */
export function registeredPages(registry: RegistryDocument | null): { device: Device; route: string }[] {
  const pages = new Map<string, { device: Device; route: string }>();
  for (const remote of registry?.remotes ?? []) {
    for (const device of ['pc', 'mobile'] as const) {
      for (const pattern of remote.routes[device]) {
        const route = pattern.replace(/\/\*$/, '');
        if (!route.includes(':')) pages.set(`${device}/${route}`, { device, route });
      }
    }
  }
  return [...pages.values()];
}
