import type { SeasonState } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

/** What is open now by the server's clock (the only clock; PORTAL_NOW moves it in demos and tests). */
export function getSeason(options?: RequestOptions): Promise<SeasonState> {
  return layerB.get('/season', undefined, options);
}
