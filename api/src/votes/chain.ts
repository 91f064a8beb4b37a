import { createHash } from 'node:crypto';
import type { AnnulmentReason } from '@portal/contracts/votes';

// The public vote is one hash chain per season. Each vote's hash covers the previous vote's hash, so changing,
// removing or inserting a row changes every hash after it and the published head. Anyone can check it with the
// public log and a sha256 tool (docs/adr/0014 shows how by hand), or with tools/verify-vote-log.mjs. An annulment is
// an entry of the same chain (docs/adr/0049): the vote it names stays, and is no longer counted.

export const GENESIS_HASH = '0'.repeat(64);

export interface ChainRow {
  seq: number;
  prev_hash: string;
  season: string;
  finalist_id: number;
  contact_hash: string;
  created_at: string;
  hash: string;
}

/** `seq|prev_hash|season|finalist_id|contact_hash|created_at`: the exact text that is hashed. */
export function canonicalLine(row: Omit<ChainRow, 'hash'>): string {
  return [row.seq, row.prev_hash, row.season, row.finalist_id, row.contact_hash, row.created_at].join('|');
}

export function voteHash(row: Omit<ChainRow, 'hash'>): string {
  return sha256Hex(canonicalLine(row));
}

/** An annulment: a chain entry of its own that names the annulled vote's seq (never a deletion). */
export interface AnnulmentRow {
  kind: 'annulment';
  seq: number;
  prev_hash: string;
  season: string;
  annulled_seq: number;
  reason: AnnulmentReason;
  created_at: string;
  hash: string;
}

/**
 * `seq|prev_hash|season|annul|annulled_seq|reason|created_at`. The literal `annul` sits where a vote has its
 * finalist's decimal id, so no annulment's line can ever be read as a vote's (and a vote's line is unchanged).
 */
export function annulmentLine(row: Omit<AnnulmentRow, 'hash' | 'kind'>): string {
  return [row.seq, row.prev_hash, row.season, 'annul', row.annulled_seq, row.reason, row.created_at].join('|');
}

export function annulmentHash(row: Omit<AnnulmentRow, 'hash' | 'kind'>): string {
  return sha256Hex(annulmentLine(row));
}

/** A chain entry as the verifier reads it: a vote (its row, `kind` optional) or an annulment. */
export type ChainEntry = (ChainRow & { kind?: 'vote' }) | AnnulmentRow;

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface ChainHead {
  seq: number;
  hash: string;
}

/** `annulment`: an annulment names a seq that is not an earlier vote, or a vote annulled before. */
export type ChainProblem = 'gap' | 'prevHash' | 'hash' | 'season' | 'head' | 'annulment';

export interface ChainCheck {
  /** The head recomputed from the rows: the last good row's seq and hash. */
  head: ChainHead;
  /** Counted votes per finalist: the votes minus the annulled ones. */
  counts: Map<number, number>;
  /** How many annulments the chain holds (head.seq = votes + annulled, counted = votes − annulled). */
  annulled: number;
  /** The first row that does not fit, with why; undefined when the whole chain holds. */
  broken?: { seq: number; problem: ChainProblem };
}

/** What the verifier remembers of each seq, to check what an annulment names. */
const ANNULMENT_ENTRY = -1;
const ANNULLED_VOTE = -2;

/**
 * Walks the entries (ordered by seq) as a verifier would: seq must run 1, 2, 3…, each prev_hash must be the hash
 * before it and each hash must be the sha256 of the entry's line; an annulment must name an earlier vote not annulled
 * before. `expectedHead` (the stored head) must match the end. Counts are the votes minus the annulled ones.
 */
export class ChainVerifier {
  private head: ChainHead = { seq: 0, hash: GENESIS_HASH };
  private readonly counts = new Map<number, number>();
  /** By seq: the vote's finalist id, or ANNULMENT_ENTRY / ANNULLED_VOTE (a dense array: a million entries stay small). */
  private readonly entries: number[] = [0];
  private annulled = 0;
  private broken: ChainCheck['broken'];

  constructor(private readonly season: string) {}

  /** Feeds the next entry; false once the chain is broken (further entries are ignored). */
  add(entry: ChainEntry): boolean {
    if (this.broken) return false;
    const expectedSeq = this.head.seq + 1;
    const problem: ChainProblem | undefined =
      entry.seq !== expectedSeq ? 'gap'
      : entry.season !== this.season ? 'season'
      : entry.prev_hash !== this.head.hash ? 'prevHash'
      : (entry.kind === 'annulment' ? annulmentHash(entry) : voteHash(entry)) !== entry.hash ? 'hash'
      : entry.kind === 'annulment' && !this.isLiveVote(entry.annulled_seq) ? 'annulment'
      : undefined;
    if (problem) {
      this.broken = { seq: expectedSeq, problem };
      return false;
    }
    this.head = { seq: entry.seq, hash: entry.hash };
    if (entry.kind === 'annulment') {
      const film = this.entries[entry.annulled_seq]!;
      this.counts.set(film, this.counts.get(film)! - 1);
      this.entries[entry.annulled_seq] = ANNULLED_VOTE;
      this.entries.push(ANNULMENT_ENTRY);
      this.annulled += 1;
    } else {
      this.counts.set(entry.finalist_id, (this.counts.get(entry.finalist_id) ?? 0) + 1);
      this.entries.push(entry.finalist_id);
    }
    return true;
  }

  private isLiveVote(seq: number): boolean {
    const entry = Number.isInteger(seq) && seq >= 1 && seq < this.entries.length ? this.entries[seq]! : ANNULMENT_ENTRY;
    return entry !== ANNULMENT_ENTRY && entry !== ANNULLED_VOTE;
  }

  finish(expectedHead?: ChainHead): ChainCheck {
    if (!this.broken && expectedHead && (expectedHead.seq !== this.head.seq || expectedHead.hash !== this.head.hash)) {
      // Rows missing at the end or appended past the head: the first seq they disagree on. Same length, other hash:
      // the rows were re-hashed consistently, and only the head (published during the vote) tells; name its seq.
      const seq = expectedHead.seq === this.head.seq ? this.head.seq : Math.min(expectedHead.seq, this.head.seq) + 1;
      this.broken = { seq, problem: 'head' };
    }
    return { head: this.head, counts: this.counts, annulled: this.annulled, ...(this.broken ? { broken: this.broken } : {}) };
  }
}
