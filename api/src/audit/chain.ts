import { createHash } from 'node:crypto';
import { canonicalJson } from '../lib/canonical-json.js';
import type { AuditLogTable } from '../db/schema-staff.js';

// The staff audit log is one hash chain (issue 24, docs/adr/0030), the same idea as the vote chain (votes/chain.ts)
// with entries as canonical JSON documents (as release records): an entry's hash covers the previous entry's hash, so
// changing, removing or inserting an entry changes every hash after it and the stored head. Entries name staff and
// record ids, never the personal data itself, so the season's purge never has to touch them.

export const AUDIT_GENESIS = '0'.repeat(64);
export const AUDIT_FORMAT = 'portal-audit/1';

export type AuditRow = AuditLogTable;

/** The document an entry's hash is taken over: every column but the hash, under stable names. */
export function auditDocument(row: Omit<AuditRow, 'hash'>) {
  return {
    format: AUDIT_FORMAT,
    seq: row.seq,
    previous: row.prev_hash,
    at: row.at,
    actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
    action: row.action,
    target: row.target,
    detail: JSON.parse(row.detail) as unknown,
  };
}

export function auditHash(row: Omit<AuditRow, 'hash'>): string {
  return createHash('sha256').update(canonicalJson(auditDocument(row)), 'utf8').digest('hex');
}

export type AuditProblem = 'gap' | 'previous' | 'hash' | 'detail' | 'head';

export interface AuditHead {
  seq: number;
  hash: string;
}

export interface AuditCheck {
  entries: number;
  head: AuditHead;
  /** The first entry that does not hold, with why; absent when the whole chain holds. */
  broken?: { seq: number; problem: AuditProblem };
}

/** Walks entries in seq order as any verifier would; `finish` compares with the stored head. */
export class AuditVerifier {
  private head: AuditHead = { seq: 0, hash: AUDIT_GENESIS };
  private entries = 0;
  private broken: AuditCheck['broken'];

  add(row: AuditRow): boolean {
    if (this.broken) return false;
    const expected = this.head.seq + 1;
    const problem: AuditProblem | undefined =
      row.seq !== expected ? 'gap'
      : row.prev_hash !== this.head.hash ? 'previous'
      : !isJsonObject(row.detail) ? 'detail'
      : auditHash(row) !== row.hash ? 'hash'
      : undefined;
    if (problem) {
      this.broken = { seq: expected, problem };
      return false;
    }
    this.head = { seq: row.seq, hash: row.hash };
    this.entries += 1;
    return true;
  }

  /** The last entry that held so far (seq 0 and the genesis hash before any). */
  get position(): AuditHead {
    return { ...this.head };
  }

  finish(stored: AuditHead): AuditCheck {
    if (!this.broken && (stored.seq !== this.head.seq || stored.hash !== this.head.hash)) {
      // Entries missing at the end, or the whole tail re-hashed: the first seq the stored head disagrees on.
      const seq = stored.seq === this.head.seq ? this.head.seq : Math.min(stored.seq, this.head.seq) + 1;
      this.broken = { seq, problem: 'head' };
    }
    return { entries: this.entries, head: this.head, ...(this.broken ? { broken: this.broken } : {}) };
  }
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
