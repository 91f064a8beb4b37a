import type { Envelope, SmsBody, SmsSent, VoteBody, VoteCount, VoteCountQuery, VoteReceipt } from '@portal/shared/contracts';
import { layerA } from '../layer-a';
import type { RequestOptions } from '../request-options';

// Public voting lives on Layer A: each call resolves the whole envelope (§8: any code but 0 is the caller's).
// A refusal (code 0: outside the window, already voted, a wrong code…) rejects with an ApiError whose envelope
// carries the server's message in the caller's language (docs/adr/0014).

export function sendSms(body: SmsBody, options?: RequestOptions): Promise<Envelope<SmsSent>> {
  return layerA.post('/api/v1.work/sendSms', body, options);
}

/** Checks the code and casts the vote in one transaction; the answer's data is the voter's receipt. */
export function verifyVote(body: VoteBody, options?: RequestOptions): Promise<Envelope<VoteReceipt>> {
  return layerA.post('/api/v1.work/verify', body, options);
}

/** Without a workId, every finalist; per-film counts are null while voting is open. */
export function voteCount(query: VoteCountQuery = {}, options?: RequestOptions): Promise<Envelope<VoteCount>> {
  return layerA.get('/api/v1.work/voteCount', query, options);
}
