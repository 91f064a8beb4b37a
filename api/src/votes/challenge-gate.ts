import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { AltchaChallenge } from '@portal/contracts/votes';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { translate } from '../i18n/translate.js';
import { AppError } from '../lib/app-error.js';
import { EnvelopeCode } from '../lib/envelope.js';
import { acceptSolution, newChallenge, type ChallengeKeys, type SolutionVerdict } from './challenge.js';

// What sendSms and verify do once a request is under pressure (pressure.ts): without a solution, answer with a new
// challenge; with a good one, go on (the solution is spent); with a wrong, expired or used one, refuse and store
// nothing. Without pressure the routes never call this, so the `altcha` field is ignored and nobody waits.

const refusals: Record<Exclude<SolutionVerdict, { ok: true }>['reason'], () => AppError> = {
  invalid: () => new AppError(400, 'voteChallengeInvalid'),
  expired: () => new AppError(400, 'voteChallengeExpired'),
  used: () => new AppError(409, 'voteChallengeUsed'),
};

/** Null when the request may go on; otherwise the challenge to answer with. Throws the refusal of a bad solution. */
export async function passChallenge(db: Kysely<Database>, keys: ChallengeKeys, altcha: string | undefined): Promise<AltchaChallenge | null> {
  if (altcha === undefined) return newChallenge(keys);
  const verdict = await acceptSolution(db, keys, altcha);
  if (!verdict.ok) throw refusals[verdict.reason]();
  return null;
}

/**
 * The "solve this first" answer: 429 (the request is refused because of the load from its network, film or the whole
 * site, and may be sent again — after the work), never 401/403 (Layer A logs the visitor out on those, ADR 0014).
 */
export function challengeAnswer(reply: FastifyReply, challenge: AltchaChallenge, lang: Language) {
  return reply.code(429).send({ code: EnvelopeCode.failure, data: { challenge }, msg: translate('voteChallengeRequired', lang), show: true });
}
