import { createHash } from 'node:crypto';
import type { App } from '../../../src/app.js';
import { GENESIS_HASH, voteHash } from '../../../src/votes/chain.js';

// Votes placed in time for the anomaly report's tests (issue 28 point 3): rows written as the ballot box writes them,
// each chained to the previous one, so the chain still verifies and annulments can follow. The season clock of a test
// app stands still, so votes cast through the route all share one instant; these carry their own.

export interface Placed {
  finalistId: number;
  subnet: string;
  at: Date;
}

/** A contact hash as the app stores one (64 hex digits), distinct per index, so a test can look for it in answers. */
export const placedContactHash = (index: number) => createHash('sha256').update(`placed-contact-${index}`).digest('hex');

/** Appends the votes (sorted by time) after the season's head; returns their seqs in that order. */
export async function placeVotes(app: App, votes: Placed[], firstIndex: number): Promise<number[]> {
  const season = app.season.id;
  const sorted = [...votes].sort((a, b) => a.at.getTime() - b.at.getTime());
  const head = await app.db.selectFrom('vote_chain_heads').select(['seq', 'head_hash']).where('season', '=', season).executeTakeFirst();
  let seq = head?.seq ?? 0;
  let prev = head?.head_hash ?? GENESIS_HASH;
  const rows = sorted.map((vote, i) => {
    seq += 1;
    const row = { seq, prev_hash: prev, season, finalist_id: vote.finalistId, contact_hash: placedContactHash(firstIndex + i), created_at: vote.at.toISOString() };
    prev = voteHash(row);
    return { ...row, hash: prev, subnet: vote.subnet, channel: 'sms' as const };
  });
  for (let i = 0; i < rows.length; i += 100) await app.db.insertInto('votes').values(rows.slice(i, i + 100)).execute();
  if (head) await app.db.updateTable('vote_chain_heads').set({ seq, head_hash: prev }).where('season', '=', season).execute();
  else await app.db.insertInto('vote_chain_heads').values({ season, seq, head_hash: prev }).execute();
  return rows.map((row) => row.seq);
}

const MINUTE = 60_000;

/**
 * A school voting at a human pace through one /24 (docs/adr/0014's school): seven classes an hour, one every 8½
 * minutes, each class's pupils over about three minutes — 200 votes in the hour after `start`, for one film.
 */
export function school(start: Date, finalistId: number, subnet = '203.0.113.0/24'): Placed[] {
  return Array.from({ length: 200 }, (_, i) => {
    const cls = Math.floor(i / 29);
    const pupil = i % 29;
    return { finalistId, subnet, at: new Date(start.getTime() + cls * 8.5 * MINUTE + pupil * 6_000) };
  });
}

/** A script: `count` votes from one /24, one every 2.5 seconds (24 a minute), from `start`. */
export function scriptedBurst(start: Date, finalistId: number, count = 120, subnet = '198.51.100.0/24'): Placed[] {
  return Array.from({ length: count }, (_, i) => ({ finalistId, subnet, at: new Date(start.getTime() + i * 2_500) }));
}

/** People voting for a film one a minute, each from a subnet of their own. */
export function humans(start: Date, finalistId: number, count: number): Placed[] {
  return Array.from({ length: count }, (_, i) => ({ finalistId, subnet: `10.0.${i}.0/24`, at: new Date(start.getTime() + i * MINUTE + 30_000) }));
}
