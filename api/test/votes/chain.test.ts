import { describe, expect, it } from '@jest/globals';
import { ChainVerifier, GENESIS_HASH, annulmentHash, annulmentLine, canonicalLine, voteHash, type AnnulmentRow, type ChainEntry, type ChainRow } from '../../src/votes/chain.js';

function chain(length: number): ChainRow[] {
  const rows: ChainRow[] = [];
  for (let seq = 1; seq <= length; seq += 1) {
    const base = { seq, prev_hash: rows.at(-1)?.hash ?? GENESIS_HASH, season: '2023-2024', finalist_id: (seq % 3) + 1, contact_hash: 'c'.repeat(63) + String(seq % 10), created_at: '2024-02-15T02:00:00.000Z' };
    rows.push({ ...base, hash: voteHash(base) });
  }
  return rows;
}

/** Appends an annulment of `annulledSeq` to `rows`. */
function annulled(rows: ChainEntry[], annulledSeq: number, reason: AnnulmentRow['reason'] = 'burst'): ChainEntry[] {
  const base = { seq: rows.length + 1, prev_hash: rows.at(-1)?.hash ?? GENESIS_HASH, season: '2023-2024', annulled_seq: annulledSeq, reason, created_at: '2024-02-15T03:00:00.000Z' };
  return [...rows, { kind: 'annulment', ...base, hash: annulmentHash(base) }];
}

function verify(rows: ChainEntry[], head?: { seq: number; hash: string }) {
  const verifier = new ChainVerifier('2023-2024');
  for (const row of rows) verifier.add(row);
  return verifier.finish(head);
}

describe('the vote chain', () => {
  it('hashes the documented line (a vector anyone can reproduce with sha256sum)', () => {
    const row = { seq: 1, prev_hash: GENESIS_HASH, season: '2023-2024', finalist_id: 3, contact_hash: 'ab'.repeat(32), created_at: '2024-02-15T02:00:00.000Z' };
    expect(canonicalLine(row)).toBe(`1|${'0'.repeat(64)}|2023-2024|3|${'ab'.repeat(32)}|2024-02-15T02:00:00.000Z`);
    // printf '%s' '<the line above>' | sha256sum
    expect(voteHash(row)).toBe('fd8feaa049885294424715c4dd822708e1bffe017f30162ab1d2f45baddf6e85');
  });

  it('verifies an intact chain and counts it', () => {
    const rows = chain(6);
    const check = verify(rows, { seq: 6, hash: rows[5]!.hash });
    expect(check.broken).toBeUndefined();
    expect(check.head).toEqual({ seq: 6, hash: rows[5]!.hash });
    expect([...check.counts.entries()].sort()).toEqual([[1, 2], [2, 2], [3, 2]]);
  });

  it('names the first broken seq for a changed, removed, reordered or re-hashed row', () => {
    const rows = chain(6);
    expect(verify(rows.map((r) => (r.seq === 3 ? { ...r, finalist_id: 9 } : r))).broken).toEqual({ seq: 3, problem: 'hash' });
    expect(verify(rows.filter((r) => r.seq !== 4)).broken).toEqual({ seq: 4, problem: 'gap' });
    const forged = rows.map((r) => (r.seq === 2 ? { ...r, finalist_id: 9, hash: voteHash({ ...r, finalist_id: 9 }) } : r));
    expect(verify(forged).broken).toEqual({ seq: 3, problem: 'prevHash' });
    expect(verify(rows.map((r) => (r.seq === 5 ? { ...r, season: 'other' } : r))).broken).toEqual({ seq: 5, problem: 'season' });
    expect(verify(rows.slice(0, 5), { seq: 6, hash: rows[5]!.hash }).broken).toEqual({ seq: 6, problem: 'head' });
    expect(verify(rows, { seq: 6, hash: 'f'.repeat(64) }).broken).toEqual({ seq: 6, problem: 'head' });
  });

  it('hashes an annulment\'s documented line, which no vote\'s line can equal', () => {
    const row = { seq: 7, prev_hash: 'ab'.repeat(32), season: '2023-2024', annulled_seq: 3, reason: 'fraud' as const, created_at: '2024-02-15T03:00:00.000Z' };
    expect(annulmentLine(row)).toBe(`7|${'ab'.repeat(32)}|2023-2024|annul|3|fraud|2024-02-15T03:00:00.000Z`);
    // printf '%s' '<the line above>' | sha256sum
    expect(annulmentHash(row)).toBe('43db712b390b6d5acf86a74ff7965a7f3775345be8f3f0685b6844c824507387');
  });

  it('verifies a chain with annulments and counts the votes minus the annulled ones', () => {
    // Votes 1–6 (films 2, 3, 1, 2, 3, 1); annul 2 and 4 (films 3 and 2).
    const rows = annulled(annulled(chain(6), 2), 4);
    const check = verify(rows, { seq: 8, hash: rows[7]!.hash });
    expect(check.broken).toBeUndefined();
    expect(check.annulled).toBe(2);
    expect([...check.counts.entries()].sort()).toEqual([[1, 2], [2, 1], [3, 1]]);
  });

  it('refuses an annulment of an annulment, of a vote annulled before, or of a seq not yet in the chain', () => {
    const base = annulled(chain(4), 2);
    expect(verify(annulled(base, 5)).broken).toEqual({ seq: 6, problem: 'annulment' });
    expect(verify(annulled(base, 2)).broken).toEqual({ seq: 6, problem: 'annulment' });
    expect(verify(annulled(base, 6)).broken).toEqual({ seq: 6, problem: 'annulment' });
    expect(verify(annulled(base, 0)).broken).toEqual({ seq: 6, problem: 'annulment' });
    // A changed annulment (another vote named) breaks its own hash first.
    expect(verify(base.map((r) => (r.kind === 'annulment' ? { ...r, annulled_seq: 3 } : r))).broken).toEqual({ seq: 5, problem: 'hash' });
  });
});
