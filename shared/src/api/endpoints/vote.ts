import type { Envelope, SmsBody, VoteBody, VoteCount } from '@portal/shared/contracts';
import { layerA } from '../layer-a';
import type { RequestOptions } from '../request-options';

// Public voting lives on Layer A: each call resolves the whole envelope (§8: any code but 0 is the caller's).

export function sendSms(body: SmsBody, options?: RequestOptions): Promise<Envelope<unknown>> {
  return layerA.post('/api/v1.work/sendSms', body, options);
}

export function verifyVote(body: VoteBody, options?: RequestOptions): Promise<Envelope<unknown>> {
  return layerA.post('/api/v1.work/verify', body, options);
}

/** Without a workId, the counts of every finalist. */
export function voteCount(query: { workId?: number } = {}, options?: RequestOptions): Promise<Envelope<VoteCount[]>> {
  return layerA.get('/api/v1.work/voteCount', query, options);
}
