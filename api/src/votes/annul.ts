import type { Kysely, Transaction } from 'kysely';
import { ANNULMENT_REASONS, ANNUL_NOTE_MAX, ANNUL_SEQS_MAX, type Annulment, type AnnulmentReason } from '@portal/contracts/votes';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { annulmentHash } from './chain.js';

// Annulling votes (issue 28 point 4, docs/adr/0049): an organizer takes votes out of the count by appending one
// annulment per vote to the season's chain — never by deleting or changing a vote, which would break the public
// chain. The public kind of reason goes into the chain; the organizer's own words stay on the row, for staff only, and
// the audit log keeps who, the seqs, the kind and the words' length. The back office's route and `pnpm admin votes
// annul` both call annulVotes.

export interface AnnulInput {
  /** The annulled votes' seqs in the chain. */
  seqs: readonly number[];
  kind: AnnulmentReason;
  /** The organizer's reason, free text (staff only). */
  reason: string;
}

type Db = Kysely<Database>;

/** Annuls every vote named, in ONE transaction: all are appended, or none (the first refusal names its seq). */
export async function annulVotes(db: Db, season: string, input: AnnulInput, acting: Acting, clock: () => Date): Promise<Annulment[]> {
  const note = input.reason.trim();
  if (!(ANNULMENT_REASONS as readonly string[]).includes(input.kind)) throw new AppError(400, 'voteAnnulKindInvalid', { params: { kinds: ANNULMENT_REASONS.join(', ') } });
  if (note.length === 0) throw new AppError(400, 'voteAnnulReasonRequired');
  if (note.length > ANNUL_NOTE_MAX) throw new AppError(400, 'voteAnnulReasonTooLong', { params: { max: ANNUL_NOTE_MAX } });
  if (input.seqs.length === 0 || input.seqs.length > ANNUL_SEQS_MAX) throw new AppError(400, 'voteAnnulSeqCount', { params: { max: ANNUL_SEQS_MAX } });
  const seqs = [...input.seqs].sort((a, b) => a - b);
  const repeated = seqs.find((seq, i) => i > 0 && seqs[i - 1] === seq);
  if (repeated !== undefined) throw new AppError(400, 'voteAnnulSeqRepeated', { params: { seq: repeated } });
  try {
    return await db.transaction().execute(async (trx) => {
      const films = await annullableVotes(trx, season, seqs);
      const made = await appendAnnulments(trx, { season, seqs, films, kind: input.kind, note, by: acting.name, clock });
      await recordAudit(trx, acting.actor, {
        action: 'vote.annul',
        target: `voteSeason:${season}`,
        detail: { annulledSeqs: seqs, entrySeqs: made.map((a) => a.seq), kind: input.kind, reasonLength: note.length },
      });
      return made;
    });
  } catch (error) {
    // Another organizer annulled one of these votes between our check and our insert: all of ours rolled back.
    if (isUniqueViolation(error)) {
      const taken = await db.selectFrom('vote_annulments').select('annulled_seq').where('season', '=', season).where('annulled_seq', 'in', seqs).orderBy('annulled_seq').executeTakeFirst();
      if (taken) throw new AppError(409, 'voteAnnulAlready', { params: { seq: taken.annulled_seq } });
    }
    throw error;
  }
}

/** The finalist of each named vote; refuses (nothing written) a seq that is no vote, an annulment, or annulled. */
async function annullableVotes(trx: Transaction<Database>, season: string, seqs: number[]): Promise<Map<number, number>> {
  const votes = await trx.selectFrom('votes').select(['seq', 'finalist_id']).where('season', '=', season).where('seq', 'in', seqs).execute();
  const films = new Map(votes.map((vote) => [vote.seq, vote.finalist_id]));
  const missing = seqs.filter((seq) => !films.has(seq));
  if (missing.length > 0) {
    const entries = await trx.selectFrom('vote_annulments').select('seq').where('season', '=', season).where('seq', 'in', missing).orderBy('seq').executeTakeFirst();
    // An annulment is final: annulling it back would make the count depend on an order of reversals.
    if (entries) throw new AppError(409, 'voteAnnulNotAVote', { params: { seq: entries.seq } });
    throw new AppError(404, 'voteAnnulSeqUnknown', { params: { seq: missing[0]! } });
  }
  const annulled = await trx.selectFrom('vote_annulments').select('annulled_seq').where('season', '=', season).where('annulled_seq', 'in', seqs).orderBy('annulled_seq').executeTakeFirst();
  if (annulled) throw new AppError(409, 'voteAnnulAlready', { params: { seq: annulled.annulled_seq } });
  return films;
}

interface NewAnnulments {
  season: string;
  /** The annulled votes' seqs, ascending, with their finalists. */
  seqs: number[];
  films: Map<number, number>;
  kind: AnnulmentReason;
  note: string;
  by: string;
  clock: () => Date;
}

/**
 * Appends one annulment per seq as ONE step of the chain: the head moves by their number at once, which is how a
 * vote takes its seq (cast.ts) — on PostgreSQL the UPDATE locks the head row until commit, so votes and annulments
 * queue one behind the other; SQLite has one writer, and its ballot box reads the head afresh at each batch. A vote
 * exists, so the head row does too. RETURNING gives the last seq taken and, as head_hash is not yet changed, the hash
 * the first annulment follows. Three statements for 500 annulments instead of 1,500 round trips.
 */
async function appendAnnulments(trx: Transaction<Database>, input: NewAnnulments): Promise<Annulment[]> {
  const head = await trx
    .updateTable('vote_chain_heads')
    .set((eb) => ({ seq: eb('seq', '+', input.seqs.length) }))
    .where('season', '=', input.season)
    .returning(['seq', 'head_hash'])
    .executeTakeFirstOrThrow();
  // Taken after the head lock, so times never run backwards along the chain.
  const createdAt = input.clock().toISOString();
  let prev = head.head_hash;
  const rows = input.seqs.map((annulledSeq, i) => {
    const row = { seq: head.seq - input.seqs.length + 1 + i, prev_hash: prev, season: input.season, annulled_seq: annulledSeq, reason: input.kind, created_at: createdAt };
    prev = annulmentHash(row);
    return { ...row, hash: prev, note: input.note, annulled_by: input.by };
  });
  await trx.insertInto('vote_annulments').values(rows).execute();
  await trx.updateTable('vote_chain_heads').set({ head_hash: prev }).where('season', '=', input.season).execute();
  return rows.map((row) => ({ seq: row.seq, annulledSeq: row.annulled_seq, finalistId: input.films.get(row.annulled_seq)!, kind: row.reason, reason: row.note, by: row.annulled_by, at: row.created_at, hash: row.hash }));
}

/** The season's annulments in chain order, as the back office shows them (the organizer's reason included). */
export async function listAnnulments(db: Db, season: string): Promise<Annulment[]> {
  const rows = await db
    .selectFrom('vote_annulments as a')
    .innerJoin('votes as v', (join) => join.onRef('v.season', '=', 'a.season').onRef('v.seq', '=', 'a.annulled_seq'))
    .select(['a.seq', 'a.annulled_seq', 'v.finalist_id', 'a.reason', 'a.note', 'a.annulled_by', 'a.created_at', 'a.hash'])
    .where('a.season', '=', season)
    .orderBy('a.seq')
    .execute();
  return rows.map((row) => ({ seq: row.seq, annulledSeq: row.annulled_seq, finalistId: row.finalist_id, kind: row.reason, reason: row.note, by: row.annulled_by, at: row.created_at, hash: row.hash }));
}
