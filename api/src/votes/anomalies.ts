import type { Kysely } from 'kysely';
import type { AnomalyFlag, VoteAnomalies } from '@portal/contracts/votes';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';

// The anomaly report (issue 28 point 3, docs/adr/0049 "The anomaly report"): the season's votes counted per minute,
// film, subnet and channel — annulled votes apart — and the bursts two rules flag, each with the seqs of its votes so
// an organizer can annul them (votes/annul.ts). Never a contact nor its hash: nothing here selects one. The back
// office's route and `pnpm admin votes anomalies` both call voteAnomalies.

/** subnetBurst: more than `count` votes from one /24 or /48 within any `minutes` (a class of 30 is well under it). */
export const SUBNET_BURST = { count: 45, minutes: 5 } as const;
/** filmSpike: a minute with more votes for a film than the larger of `floor` and `factor` × its median minute. */
export const FILM_SPIKE = { factor: 10, floor: 20 } as const;
/** The report's tables stay readable on a tablet: the latest minutes and the busiest subnets, the rest counted. */
export const MAX_MINUTES = 1440;
export const MAX_SUBNETS = 200;

const MINUTE_MS = 60_000;

interface VoteRow {
  seq: number;
  finalistId: number;
  subnet: string | null;
  channel: 'sms' | 'email' | null;
  at: number;
  minute: string;
  annulled: boolean;
}

export interface AnomalyRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** An ISO instant from the query or the command line, or a localized 400 naming it. */
function instant(value: string | undefined, which: 'from' | 'to'): string | null {
  if (value === undefined) return null;
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw new AppError(400, 'voteAnomalyTimeInvalid', { params: { which, value: value.slice(0, 40) } });
  return new Date(time).toISOString();
}

/** The report for the season, over votes with `from` ≤ created_at < `to` (either may be left out). */
export async function voteAnomalies(db: Kysely<Database>, season: string, range: AnomalyRange = {}): Promise<VoteAnomalies> {
  const from = instant(range.from, 'from');
  const to = instant(range.to, 'to');
  if (from && to && from >= to) throw new AppError(400, 'voteAnomalyRangeEmpty');
  const votes = await loadVotes(db, season, from, to);
  const perMinute = tally(votes, (v) => v.minute).sort((a, b) => (a.key < b.key ? -1 : 1));
  const perSubnet = tally(votes, (v) => v.subnet).sort((a, b) => b.votes + b.annulled - (a.votes + a.annulled) || String(a.key).localeCompare(String(b.key)));
  const keptMinutes = perMinute.slice(-MAX_MINUTES);
  const keptSubnets = perSubnet.slice(0, MAX_SUBNETS);
  return {
    season,
    from,
    to,
    total: { votes: votes.filter((v) => !v.annulled).length, annulled: votes.filter((v) => v.annulled).length },
    perMinute: keptMinutes.map(({ key, votes: n, annulled }) => ({ minute: key, votes: n, annulled })),
    minutesLeftOut: perMinute.length - keptMinutes.length,
    perFilm: tally(votes, (v) => v.finalistId)
      .sort((a, b) => a.key - b.key)
      .map(({ key, votes: n, annulled }) => ({ finalistId: key, votes: n, annulled })),
    perSubnet: keptSubnets.map(({ key, votes: n, annulled }) => ({ subnet: key, votes: n, annulled })),
    subnetsLeftOut: perSubnet.length - keptSubnets.length,
    perChannel: tally(votes, (v) => v.channel)
      .sort((a, b) => String(a.key).localeCompare(String(b.key)))
      .map(({ key, votes: n, annulled }) => ({ channel: key, votes: n, annulled })),
    flags: [...subnetBursts(votes), ...filmSpikes(votes)].sort((a, b) => a.from.localeCompare(b.from) || a.rule.localeCompare(b.rule)),
  };
}

async function loadVotes(db: Kysely<Database>, season: string, from: string | null, to: string | null): Promise<VoteRow[]> {
  let query = db
    .selectFrom('votes as v')
    .leftJoin('vote_annulments as a', (join) => join.onRef('a.season', '=', 'v.season').onRef('a.annulled_seq', '=', 'v.seq'))
    // Named columns only: the contact hash is never read, so it cannot leak into the report.
    .select(['v.seq', 'v.finalist_id', 'v.subnet', 'v.channel', 'v.created_at', 'a.seq as annulment'])
    .where('v.season', '=', season);
  if (from) query = query.where('v.created_at', '>=', from);
  if (to) query = query.where('v.created_at', '<', to);
  const rows = await query.orderBy('v.created_at').orderBy('v.seq').execute();
  return rows.map((row) => {
    const at = Date.parse(row.created_at);
    return {
      seq: row.seq,
      finalistId: row.finalist_id,
      subnet: row.subnet,
      channel: row.channel,
      at,
      minute: `${new Date(at).toISOString().slice(0, 16)}Z`,
      annulled: row.annulment !== null,
    };
  });
}

function tally<K extends string | number | null>(votes: VoteRow[], keyOf: (vote: VoteRow) => K): Array<{ key: K; votes: number; annulled: number }> {
  const rows = new Map<K, { key: K; votes: number; annulled: number }>();
  for (const vote of votes) {
    const key = keyOf(vote);
    const row = rows.get(key) ?? { key, votes: 0, annulled: 0 };
    if (vote.annulled) row.annulled += 1;
    else row.votes += 1;
    rows.set(key, row);
  }
  return [...rows.values()];
}

function groupBy<K>(votes: VoteRow[], keyOf: (vote: VoteRow) => K): Map<K, VoteRow[]> {
  const groups = new Map<K, VoteRow[]>();
  for (const vote of votes) {
    const key = keyOf(vote);
    const group = groups.get(key);
    if (group) group.push(vote);
    else groups.set(key, [vote]);
  }
  return groups;
}

function flagOf(rule: AnomalyFlag['rule'], burst: VoteRow[], about: Pick<AnomalyFlag, 'subnet' | 'finalistId' | 'peak' | 'limit' | 'median'>): AnomalyFlag {
  const seqs = burst.map((v) => v.seq).sort((a, b) => a - b);
  const annulled = new Set(burst.filter((v) => v.annulled).map((v) => v.seq));
  return {
    rule,
    ...about,
    from: new Date(burst[0]!.at).toISOString(),
    to: new Date(burst.at(-1)!.at).toISOString(),
    seqs: seqs.filter((seq) => !annulled.has(seq)),
    annulledSeqs: seqs.filter((seq) => annulled.has(seq)),
  };
}

/**
 * subnetBurst: for each subnet, every window of SUBNET_BURST.minutes that starts at one of its votes and holds more
 * than SUBNET_BURST.count of them; overlapping windows are one burst. Annulled votes count too, so annulling a burst
 * leaves its flag in place, showing its votes as annulled. Votes without a subnet are not grouped (nothing joins them).
 */
function subnetBursts(votes: VoteRow[]): AnomalyFlag[] {
  const flags: AnomalyFlag[] = [];
  const span = SUBNET_BURST.minutes * MINUTE_MS;
  for (const [subnet, rows] of groupBy(votes, (v) => v.subnet)) {
    if (subnet === null) continue;
    let start = -1;
    let end = -1;
    let peak = 0;
    let j = 0;
    const close = () => {
      if (start >= 0) flags.push(flagOf('subnetBurst', rows.slice(start, end), { subnet, finalistId: null, peak, limit: SUBNET_BURST.count, median: null }));
      start = -1;
      peak = 0;
    };
    for (let i = 0; i < rows.length; i += 1) {
      while (j < rows.length && rows[j]!.at < rows[i]!.at + span) j += 1;
      if (j - i <= SUBNET_BURST.count) continue;
      if (start >= 0 && i >= end) close();
      if (start < 0) start = i;
      end = Math.max(end, j);
      peak = Math.max(peak, j - i);
    }
    close();
  }
  return flags;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * filmSpike: a film's minutes with votes; a minute holding more than max(FILM_SPIKE.floor, FILM_SPIKE.factor × the
 * median of those minutes) is a spike, and consecutive spiking minutes are one burst.
 */
function filmSpikes(votes: VoteRow[]): AnomalyFlag[] {
  const flags: AnomalyFlag[] = [];
  for (const [finalistId, rows] of groupBy(votes, (v) => v.finalistId)) {
    const minutes = [...groupBy(rows, (v) => v.minute).values()];
    const typical = median(minutes.map((m) => m.length));
    const limit = Math.max(FILM_SPIKE.floor, Math.floor(FILM_SPIKE.factor * typical));
    let burst: VoteRow[] = [];
    let peak = 0;
    let last = Number.NaN;
    const close = () => {
      if (burst.length > 0) flags.push(flagOf('filmSpike', burst, { subnet: null, finalistId, peak, limit, median: typical }));
      burst = [];
      peak = 0;
    };
    for (const minute of minutes) {
      if (minute.length <= limit) continue;
      const at = Date.parse(minute[0]!.minute);
      if (at !== last + MINUTE_MS) close();
      burst.push(...minute);
      peak = Math.max(peak, minute.length);
      last = at;
    }
    close();
  }
  return flags;
}
