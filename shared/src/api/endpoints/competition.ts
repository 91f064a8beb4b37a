import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

/** The answer's fields are not in §7: `unknown` until the competition slice types them in the contracts. */
export function getExam(options?: RequestOptions): Promise<unknown> {
  return layerB.get('/competition/getExam', undefined, options);
}
