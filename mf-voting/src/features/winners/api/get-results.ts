import { layerB, type RequestOptions } from '@portal/shared/api';
import type { Group, ResultsState } from '@portal/shared/contracts';

// GET /api/display/results (docs/adr/0015): the endpoint lives with the winners page, its only reader; its answer is the
// contract's ResultsState, every text in the request's language.

/** The group's state: the API answers a list (one entry per group asked for). */
export async function getResults(group: Group, options?: RequestOptions): Promise<ResultsState | null> {
  const states = await layerB.get<ResultsState[]>('/display/results', { group }, options);
  return states.find((state) => state.group === group) ?? null;
}
