// The contract between the shell and its remotes. Both sides build against these types; nothing here
// knows where a remote lives (that is the registry's job, at run time).
import type { RouteObject } from '@portal/shared/router';
import type { RemoteSlots } from './slots';

export type { Area, Device } from '@portal/contracts/pages';

export type { RemoteName } from '@portal/contracts/remotes';

/** Route patterns a remote owns, relative to /pc/ and /mobile/ (no leading slash). */
export interface OwnedPaths {
  pc: string[];
  mobile: string[];
}

/** Desktop and mobile route objects, each page loaded lazily; the back office's (under /admin/) for a remote that has one. */
export interface RemoteRoutes {
  pc: RouteObject[];
  mobile: RouteObject[];
  admin?: RouteObject[];
}

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RemoteRoutes;
  /** The i18n namespace the remote registered its texts under. */
  i18nNamespace: string;
  /** Components this remote lends to other remotes' pages, by slot name (see ./slots). */
  slots?: RemoteSlots;
}

export function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteRoutesModule>;
  return (
    typeof candidate.i18nNamespace === 'string' &&
    Array.isArray(candidate.routes?.pc) &&
    Array.isArray(candidate.routes?.mobile)
  );
}

export * from './api';
export * from './content';
export * from './account';
export * from './season';
export * from './registration';
export * from './slots';
export * from './works';
export * from './questions';
