import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { JudgingFile, JudgingFileKind } from '@portal/contracts/admin-judging';
import type { Database } from '../../db/schema.js';
import { resolveRange, type ByteRange, type RangeRequest } from '../../uploads/byte-range.js';
import type { UploadStorage } from '../../uploads/storage.js';
import { blindCopiesDir, blindCopyPath } from '../blind/copies.js';
import { mp4MetadataPatches, patchingStream, type Patch } from '../blind/mp4.js';
import type { JudgingRound } from '../rounds.js';
import type { DeskEntryRow } from './access.js';

// An entry's files as a judge gets them (issue 27 points 2 and 4): a screening entry's work upload; a finals entry's
// works of the round's steps from the finalist's linked registration (an unlinked finalist has none here). Names are
// neutral (`entry-007.mp4`) in every round; in a blind round the bytes lose what the format lets us remove
// (docs/adr/0047 "Blind files"): MP4 patched as it streams, PDF and PPTX from a cleaned copy made once.

export interface EntryUpload {
  uploadId: number;
  publicId: string;
  ext: string;
  mime: string;
  size: number;
  storagePath: string;
}

const FILM = new Set(['mp4', 'mov', 'm4v']);
const SLIDES = new Set(['ppt', 'pptx']);

export function fileKind(ext: string): JudgingFileKind {
  if (FILM.has(ext)) return 'film';
  return SLIDES.has(ext) ? 'slides' : 'pdf';
}

export const neutralName = (number: number, ext: string) => `entry-${String(number).padStart(3, '0')}.${ext}`;

export const entryFilePath = (entryId: number, index: number) => `/api/admin/judging/entries/${entryId}/files/${index}`;

/** The entry's uploads, in the round's step order. */
export async function entryUploads(db: Kysely<Database>, round: JudgingRound, entry: DeskEntryRow): Promise<EntryUpload[]> {
  const columns = ['uploads.id as uploadId', 'uploads.public_id as publicId', 'uploads.ext as ext', 'uploads.mime as mime', 'uploads.size as size', 'uploads.storage_path as storagePath', 'works.step as step'] as const;
  let rows: { uploadId: number; publicId: string; ext: string; mime: string; size: number | string; storagePath: string; step: string }[] = [];
  if (entry.workId !== null) {
    rows = await db.selectFrom('works').innerJoin('uploads', 'uploads.id', 'works.upload_id').select(columns).where('works.id', '=', entry.workId).execute();
  } else if (entry.registrationId !== null && round.works.length > 0) {
    rows = await db
      .selectFrom('works')
      .innerJoin('uploads', 'uploads.id', 'works.upload_id')
      .select(columns)
      .where('works.registration_id', '=', entry.registrationId)
      .where('works.step', 'in', round.works)
      .orderBy('works.id')
      .execute();
    rows.sort((a, b) => round.works.indexOf(a.step) - round.works.indexOf(b.step));
  }
  return rows.map((row) => ({ uploadId: row.uploadId, publicId: row.publicId, ext: row.ext, mime: row.mime, size: Number(row.size), storagePath: row.storagePath }));
}

export function describeFiles(entryId: number, number: number, uploads: readonly EntryUpload[]): JudgingFile[] {
  return uploads.map((upload, index) => ({
    index,
    kind: fileKind(upload.ext),
    name: neutralName(number, upload.ext),
    mime: upload.mime,
    size: upload.size,
    path: entryFilePath(entryId, index),
  }));
}

export interface BlindDeps {
  storage: UploadStorage;
  /** The app's data folder: cleaned copies live in its judging-blind/ folder. */
  dataDir: string;
}

export type OpenedEntryFile =
  | { ok: true; size: number; range: ByteRange | null; stream: Readable }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'unsatisfiable'; size: number };

/** MP4 patches by upload id: found once per upload and process (the top-level headers and `moov` are read). */
const mp4Patches = new Map<number, Promise<Patch[]>>();

async function readAt(storage: UploadStorage, key: string, position: number, length: number): Promise<Buffer> {
  if (length <= 0) return Buffer.alloc(0);
  const opened = await storage.openRange(key, position, position + length - 1);
  if (!opened) return Buffer.alloc(0);
  const parts: Buffer[] = [];
  for await (const part of opened.stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function readAll(storage: UploadStorage, key: string): Promise<Buffer | undefined> {
  const opened = await storage.open(key);
  if (!opened?.stream) return undefined;
  const parts: Buffer[] = [];
  for await (const part of opened.stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * The cleaned copy of a PDF or PPTX, made on first use and again whenever it is missing (the purge removed it, an
 * operator cleared the folder); written aside, then renamed: a reader never sees half.
 */
async function cleanedCopy(deps: BlindDeps, upload: EntryUpload): Promise<string | undefined> {
  const dir = blindCopiesDir(deps.dataDir);
  const path = blindCopyPath(deps.dataDir, upload.publicId, upload.ext);
  try {
    await stat(path);
    return path;
  } catch {
    // Not made yet.
  }
  const bytes = await readAll(deps.storage, upload.storagePath);
  if (!bytes) return undefined;
  let cleaned: Uint8Array;
  try {
    // The cleaners' libraries (pdf-lib, JSZip, an XML parser) load with the first copy a judge opens (ADR 0051).
    cleaned = upload.ext === 'pdf' ? await (await import('../blind/pdf.js')).cleanPdf(bytes) : await (await import('../blind/pptx.js')).cleanPptx(bytes);
  } catch {
    // A file the library cannot rewrite (damaged, encrypted) is served as stored rather than not at all; the ADR says so.
    cleaned = bytes;
  }
  await mkdir(dir, { recursive: true });
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, cleaned);
  await rename(temp, path);
  return path;
}

/** The bytes of one entry file, by range, cleaned when the round is blind. */
export async function openEntryFile(deps: BlindDeps, upload: EntryUpload, blind: boolean, request: RangeRequest | undefined): Promise<OpenedEntryFile> {
  const { storage } = deps;
  if (blind && (upload.ext === 'pdf' || upload.ext === 'pptx')) {
    const path = await cleanedCopy(deps, upload);
    if (!path) return { ok: false, reason: 'missing' };
    const { size } = await stat(path);
    const range = request ? resolveRange(request, size) : null;
    if (range === 'unsatisfiable') return { ok: false, reason: 'unsatisfiable', size };
    return { ok: true, size, range, stream: createReadStream(path, range ? { start: range.start, end: range.end } : {}) };
  }
  const head = await storage.open(upload.storagePath, true);
  if (!head) return { ok: false, reason: 'missing' };
  const range = request ? resolveRange(request, head.size) : null;
  if (range === 'unsatisfiable') return { ok: false, reason: 'unsatisfiable', size: head.size };
  let found: Patch[] = [];
  if (blind && FILM.has(upload.ext)) {
    let patches = mp4Patches.get(upload.uploadId);
    if (!patches) {
      patches = mp4MetadataPatches(head.size, (position, length) => readAt(storage, upload.storagePath, position, length));
      mp4Patches.set(upload.uploadId, patches);
      patches.catch(() => mp4Patches.delete(upload.uploadId));
    }
    found = await patches;
  }
  const opened = range ? await storage.openRange(upload.storagePath, range.start, range.end) : await storage.open(upload.storagePath);
  if (!opened?.stream) return { ok: false, reason: 'missing' };
  if (found.length === 0) return { ok: true, size: opened.size, range, stream: opened.stream };
  // pipeline, not pipe: an error of the stored file's stream reaches the reply.
  const patched = patchingStream(range?.start ?? 0, found);
  pipeline(opened.stream, patched, () => undefined);
  return { ok: true, size: opened.size, range, stream: patched };
}
