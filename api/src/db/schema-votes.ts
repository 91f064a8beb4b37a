import type { Generated } from 'kysely';
import type { AnnulmentReason } from '@portal/contracts/votes';

// Tables of migrations 008_votes and 035_vote_challenge. Timestamps are ISO 8601 UTC strings; hashes lower-case hex.

export interface VoteCodeTable {
  id: Generated<number>;
  season: string;
  /** HMAC-SHA256 of the normalized contact (E.164 phone or lower-cased e-mail) with the server's vote secret. */
  contact_hash: string;
  channel: 'sms' | 'email';
  /** `salt:sha256hex`, as account codes; the code itself is never stored. */
  code_hash: string;
  ip: string;
  /** The /24 or /48 of `ip` (votes/pressure.ts); null on rows older than migration 035. */
  subnet: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  attempts: Generated<number>;
}

export interface VoteTable {
  id: Generated<number>;
  season: string;
  finalist_id: number;
  contact_hash: string;
  created_at: string;
  /** Where the vote came from and how its contact was proved (not in the chain); null before migration 035. */
  subnet: string | null;
  channel: 'sms' | 'email' | null;
  seq: number;
  prev_hash: string;
  hash: string;
}

export interface VoteChainHeadTable {
  season: string;
  seq: number;
  head_hash: string;
}


/** Migration 034_vote_annulments: an annulment is an entry of the season's chain naming a vote's seq. */
export interface VoteAnnulmentTable {
  id: Generated<number>;
  season: string;
  seq: number;
  prev_hash: string;
  hash: string;
  annulled_seq: number;
  reason: AnnulmentReason;
  note: string;
  annulled_by: string;
  created_at: string;
}

/** Accepted proof-of-work solutions, by their challenge's signature: each is accepted once (votes/challenge.ts). */
export interface VoteChallengeSolutionTable {
  signature: string;
  expires_at: string;
}
