import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findSessionUser } from '../accounts/sessions.js';
import type { Database } from '../db/schema.js';

// Who is asking for a private file. API calls send the `token` header; an <img src="/uploads/..."> or
// a download link cannot, so the site's `token` cookie (path /, SameSite Lax) counts too.

/** The tokens a request carries: its `token` header and every `token` cookie, without repeats. */
export function requestTokens(request: FastifyRequest): string[] {
  const tokens: string[] = [];
  const header = request.headers.token;
  if (typeof header === 'string' && header !== '') tokens.push(header);
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== 'token') continue;
    const value = safeDecode(pair.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1'));
    if (value !== '' && !tokens.includes(value)) tokens.push(value);
  }
  return tokens;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The users whose live sessions the request carries (usually one, none for a visitor). */
export async function viewerIds(db: Kysely<Database>, request: FastifyRequest): Promise<number[]> {
  const ids: number[] = [];
  // At most a header and a few cookies; malformed ones are refused before any query.
  for (const token of requestTokens(request).slice(0, 4)) {
    const user = await findSessionUser(db, token);
    if (user && !ids.includes(user.id)) ids.push(user.id);
  }
  return ids;
}
