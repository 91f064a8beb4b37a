import type { Exam, GroupQuery } from '@portal/shared/contracts';
import { layerB } from '../layer-b';
import type { RequestOptions } from '../request-options';

/** The contest of a group: topics, windows and steps (the caller's group when registered, else group 1). */
export function getExam(query: GroupQuery = {}, options?: RequestOptions): Promise<Exam> {
  return layerB.get('/competition/getExam', query, options);
}
