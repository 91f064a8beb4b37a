import type { Device } from '@portal/shared/contracts';
import { HOME_PATH } from './routes';

/** Session-storage key of the path the visitor is on (§2 navigation behaviour). */
export const CURRENT_PATH_KEY = 'currentPath';

export function rememberPath(path: string): void {
  try {
    globalThis.sessionStorage?.setItem(CURRENT_PATH_KEY, path);
  } catch {
    // Blocked storage only loses the memory of the path, never the navigation itself.
  }
}

/** The path kept for this tab, or the device's home (the spec's default) when none or another device's. */
export function rememberedPath(device: Device): string {
  try {
    const stored = globalThis.sessionStorage?.getItem(CURRENT_PATH_KEY);
    if (stored?.startsWith(`/${device}/`)) return stored;
  } catch {
    // Fall through to the default.
  }
  return HOME_PATH[device];
}
