import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { checkSendAllowed } from './email-codes.js';

/**
 * Refuses a code request that the cooldown or the hourly limits forbid, the way every code route answers it: 429 with
 * `{resendAfter}` and Retry-After during the cooldown (the form counts down), 429 with null data past a limit.
 */
export async function refuseUnlessCodeMayBeSent(db: Kysely<Database>, reply: FastifyReply, email: string, ip: string): Promise<void> {
  const verdict = await checkSendAllowed(db, email, ip);
  if (verdict.ok) return;
  if (verdict.reason === 'limit') throw new AppError(429, 'tooManyCodes', { detail: `code limit for ${email} from ${ip}` });
  reply.header('Retry-After', String(verdict.resendAfter));
  throw new AppError(429, 'codeAlreadySent', { data: { resendAfter: verdict.resendAfter }, detail: `code cooldown for ${email}` });
}
