import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { IdCardSide } from '@portal/contracts/admin-review';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { parseUploadUri } from '../uploads/names.js';
import { findUpload } from '../uploads/records.js';
import type { UploadStorage } from '../uploads/storage.js';

// A member's student ID-card image, opened for a staff member: each view is an audit entry (`idCard.view`, the
// registration and which image; never the file's name). The entry is written once the file is open, so a view is
// recorded only when there is an image to show, and no image is shown unrecorded.

export interface IdCardDeps {
  db: Kysely<Database>;
  storage: UploadStorage;
}

export interface IdCardRequest {
  registrationId: number;
  ordinal: number;
  side: IdCardSide;
}

export type OpenedIdCard =
  | { ok: true; mime: string; size: number; stream: Readable }
  /** No such registration or member; or the row names no stored file (an operator's mistake, or purged). */
  | { ok: false; reason: 'notFound' | 'missing' };

export async function openIdCard({ db, storage }: IdCardDeps, acting: Acting, { registrationId, ordinal, side }: IdCardRequest): Promise<OpenedIdCard> {
  const member = await db
    .selectFrom('registration_members')
    .select(['id_card_front', 'id_card_back'])
    .where('registration_id', '=', registrationId)
    .where('ordinal', '=', ordinal)
    .executeTakeFirst();
  if (!member) return { ok: false, reason: 'notFound' };
  const name = parseUploadUri(side === 'front' ? member.id_card_front : member.id_card_back);
  const upload = name && (await findUpload(db, name.publicId, name.ext));
  const stored = upload ? await storage.open(upload.storagePath) : undefined;
  if (!upload || !stored?.stream) return { ok: false, reason: 'missing' };
  try {
    await recordAudit(db, acting.actor, { action: 'idCard.view', target: `registration:${registrationId}`, detail: { member: ordinal, side } });
  } catch (error) {
    stored.stream.destroy();
    throw error;
  }
  // Images show with their detected type; anything else (never expected of an ID card) only as bytes.
  return { ok: true, mime: upload.kind === 'image' ? upload.mime : 'application/octet-stream', size: stored.size, stream: stored.stream };
}
