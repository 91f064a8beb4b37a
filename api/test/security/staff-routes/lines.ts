import { staffGet, type StaffRoute } from './types.js';

// Shorthands for the lines of the staff route files.

/**
 * A GET route and the HEAD route Fastify adds beside it (the same rule and probe, method HEAD); `root` also lists the
 * HEAD Fastify registers for a prefix's root with a trailing slash (`HEAD /api/admin/staff/`).
 */
export function staffRead(url: string, line: Omit<StaffRoute, 'access' | 'probe'>, query = '', root = false): Record<string, StaffRoute> {
  const get: StaffRoute = { access: 'staff', ...line, probe: () => staffGet(`${url}${query}`) };
  const head: StaffRoute = { ...get, probe: () => ({ ...staffGet(`${url}${query}`), method: 'HEAD' }) };
  return { [`GET ${url}`]: get, [`HEAD ${url}`]: head, ...(root ? { [`HEAD ${url}/`]: { ...head, probe: () => ({ ...staffGet(`${url}/${query}`), method: 'HEAD' }) } } : {}) };
}
