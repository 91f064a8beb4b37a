import { layerB } from '@portal/shared/api';

const LAYER_B_PREFIX = /\/api\/?$/;

/**
 * An address on the API's origin: the one Layer B calls go to, which `configureApiHost` moves (a deployment whose
 * API lives elsewhere, a test's fixture server). For what does not go through Layer B's JSON client: tus uploads
 * and file downloads. Layer B's base URL is that origin + '/api'; with the site's own origin it is just '/api'.
 */
export function apiUrl(path: string): string {
  const base = layerB.axios.defaults.baseURL ?? '';
  return base.replace(LAYER_B_PREFIX, '') + path;
}
