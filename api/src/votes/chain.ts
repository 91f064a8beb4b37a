import { createHash } from 'node:crypto';

// The public vote is one hash chain per season. Each vote's hash covers the previous vote's hash, so changing,
// removing or inserting a row changes every hash after it and the published head. Anyone can check it with the
// public log and a sha256 tool (docs/adr/0014 shows how by hand).

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
  return createHash('sha256').update(canonicalLine(row), 'utf8').digest('hex');
}

export interface ChainHead {
  seq: number;
  hash: string;
}

export type ChainProblem = 'gap' | 'prevHash' | 'hash' | 'season' | 'head';

export interface ChainCheck {
  /** The head recomputed from the rows: the last good row's seq and hash. */
  head: ChainHead;
  counts: Map<number, number>;
  /** The first row that does not fit, with why; undefined when the whole chain holds. */
  broken?: { seq: number; problem: ChainProblem };
}

/**
 * Walks the rows (ordered by seq) as a verifier would: seq must run 1, 2, 3…, each prev_hash must be the hash
 * before it and each hash must be the sha256 of the row's line. `expectedHead` (the stored head) must match the end.
 */
export class ChainVerifier {
  private head: ChainHead = { seq: 0, hash: GENESIS_HASH };
  private readonly counts = new Map<number, number>();
  private broken: ChainCheck['broken'];

  constructor(private readonly season: string) {}

  /** Feeds the next row; false once the chain is broken (further rows are ignored). */
  add(row: ChainRow): boolean {
    if (this.broken) return false;
    const expectedSeq = this.head.seq + 1;
    const problem: ChainProblem | undefined =
      row.seq !== expectedSeq ? 'gap'
      : row.season !== this.season ? 'season'
      : row.prev_hash !== this.head.hash ? 'prevHash'
      : voteHash(row) !== row.hash ? 'hash'
      : undefined;
    if (problem) {
      this.broken = { seq: expectedSeq, problem };
      return false;
    }
    this.head = { seq: row.seq, hash: row.hash };
    this.counts.set(row.finalist_id, (this.counts.get(row.finalist_id) ?? 0) + 1);
    return true;
  }

  finish(expectedHead?: ChainHead): ChainCheck {
    if (!this.broken && expectedHead && (expectedHead.seq !== this.head.seq || expectedHead.hash !== this.head.hash)) {
      // Rows missing at the end or appended past the head: the first seq they disagree on. Same length, other hash:
      // the rows were re-hashed consistently, and only the head (published during the vote) tells; name its seq.
      const seq = expectedHead.seq === this.head.seq ? this.head.seq : Math.min(expectedHead.seq, this.head.seq) + 1;
      this.broken = { seq, problem: 'head' };
    }
    return { head: this.head, counts: this.counts, ...(this.broken ? { broken: this.broken } : {}) };
  }
}
