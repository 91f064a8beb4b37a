import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Acting } from '../audit/acting.js';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import { resolveRange, type ByteRange, type RangeRequest } from '../uploads/byte-range.js';
import type { UploadStorage } from '../uploads/storage.js';
import { findWork, type WorkRecord } from './records.js';

// A work's stored file opened for staff: viewed in the back office (a <video> or a PDF viewer, by ranges) or
// downloaded (the back office, `pnpm admin works download`). Each view or download is one audit entry: the request
// without a range, or the first range of a view (from byte 0). A player's later ranges of the same view, which a
// <video> asks for as it seeks, are not entries of their own: a log of every 1 MB chunk would drown what people did.

export type WorkFilePurpose = 'view' | 'download';

export interface WorkFileDeps {
  db: Kysely<Database>;
  storage: UploadStorage;
}

export type OpenedWorkFile =
  | { ok: true; work: WorkRecord; name: string; size: number; range: ByteRange | null; stream: Readable }
  | { ok: false; reason: 'notFound' }
  /** The row is there, its file is not (an operator's mistake, or purged). */
  | { ok: false; reason: 'missing'; work: WorkRecord }
  | { ok: false; reason: 'unsatisfiable'; size: number };

/** The team's name for the file, ending in the extension its content was detected as. */
export function workFileName(work: WorkRecord): string {
  const { name, publicId, ext } = work.upload;
  const base = name === '' ? publicId : name;
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}

export async function openWorkFile(
  { db, storage }: WorkFileDeps,
  acting: Acting,
  id: number,
  { purpose, range }: { purpose: WorkFilePurpose; range?: RangeRequest },
): Promise<OpenedWorkFile> {
  const work = await findWork(db, id);
  if (!work) return { ok: false, reason: 'notFound' };
  const key = work.upload.storagePath;
  let bytes: ByteRange | null = null;
  if (range) {
    const head = await storage.open(key, true);
    if (!head) return { ok: false, reason: 'missing', work };
    const resolved = resolveRange(range, head.size);
    if (resolved === 'unsatisfiable') return { ok: false, reason: 'unsatisfiable', size: head.size };
    bytes = resolved;
  }
  const opened = bytes ? await storage.openRange(key, bytes.start, bytes.end) : await storage.open(key);
  if (!opened?.stream) return { ok: false, reason: 'missing', work };
  if (bytes === null || bytes.start === 0) {
    try {
      await recordAudit(db, acting.actor, { action: purpose === 'download' ? 'work.download' : 'work.view', target: `work:${id}`, detail: { step: work.step } });
    } catch (error) {
      opened.stream.destroy();
      throw error;
    }
  }
  return { ok: true, work, name: workFileName(work), size: opened.size, range: bytes, stream: opened.stream };
}
