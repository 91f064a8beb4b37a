import { Transform, type TransformCallback } from 'node:stream';
import { Log, MP4BoxBuffer, createFile } from 'mp4box';

// Blind films (issue 27 point 4, docs/adr/0047 "Blind files"): every `udta` and `meta` box inside `moov` (title,
// artist, comment, encoder, GPS location, …) and every XMP `uuid` box (inside `moov` or at the top level) is blanked
// WHOLE: its type becomes `free`, which every player skips, and every byte of its payload becomes 0, so not even the
// raw file holds the tags any more. The size field stays, so every byte offset (stco, ranges a <video> asks for)
// stays valid and nothing is re-encoded: the server patches those byte ranges while it streams.
//
// mp4box parses `moov` (read alone: a few MB even for a long film). The top-level walk reads only each box's header
// (size, type, 64-bit largesize, uuid usertype: ISO/IEC 14496-12 §4.2): mp4box's public API has no header-only walk,
// and its ISOFile, once it has seen `moov`, reads a following `mdat` through instead of seeking over it.

// mp4box warns on the console about boxes it does not know (©nam, …): only its errors matter here.
Log.setLogLevel(Log.error);

/** Reads `length` bytes at `position` (fewer at the end of the file). */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

/** The XMP packet's uuid (Adobe's XMP specification part 3, §1.1.5), as mp4box writes a usertype: lower-case hex. */
export const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';
const HIDDEN = new Set(['udta', 'meta']);
/** A moov past this is not a film a team made with a phone or an editor: leave it rather than hold it in memory. */
const MAX_MOOV = 64 * 1024 * 1024;
/** Top-level boxes walked at most (a film has a handful: ftyp, moov, mdat, free, maybe a uuid). */
const MAX_TOP_LEVEL = 4096;

/** One patched byte range [start, end): `bytes` written from `start`, or zeros when absent. */
export interface Patch {
  start: number;
  end: number;
  bytes?: Buffer;
}

const FREE = Buffer.from('free', 'latin1');

/** Type → `free` and the rest after the size fields → zeros; `headerSize` is 8, or 16 with a 64-bit largesize. */
function blankBox(start: number, size: number, headerSize: number): Patch[] {
  const patches: Patch[] = [{ start: start + 4, end: start + 8, bytes: FREE }];
  if (size > headerSize) patches.push({ start: start + headerSize, end: start + size });
  return patches;
}

interface ParsedBox {
  type?: string;
  uuid?: string;
  start?: number;
  size?: number;
  original_size?: number;
  boxes?: ParsedBox[];
}

const isXmp = (box: ParsedBox) => box.type === 'uuid' && box.uuid === XMP_UUID;

/** The patches of the boxes to hide inside a parsed `moov` that begins at `offset` in the file. */
function moovPatches(moov: ParsedBox, offset: number): Patch[] {
  const patches: Patch[] = [];
  const walk = (box: ParsedBox) => {
    for (const child of box.boxes ?? []) {
      if (child.type && typeof child.start === 'number' && typeof child.size === 'number' && (HIDDEN.has(child.type) || isXmp(child))) {
        // The whole box goes, its nested boxes with it: nothing inside it needs a patch of its own.
        patches.push(...blankBox(offset + child.start, child.size, child.original_size === 1 ? 16 : 8));
        continue;
      }
      walk(child);
    }
  };
  walk(moov);
  return patches;
}

/** Parses `moov` (its bytes alone) with mp4box. */
function parseMoov(bytes: Buffer): ParsedBox | undefined {
  const iso = createFile(false);
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  iso.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
  return iso.moov as unknown as ParsedBox | undefined;
}

/** The byte ranges to patch so that no `udta`/`meta` of `moov` and no XMP `uuid` box is left; sorted by start. */
export async function mp4MetadataPatches(size: number, readAt: ReadAt): Promise<Patch[]> {
  const patches: Patch[] = [];
  let position = 0;
  for (let count = 0; position + 8 <= size && count < MAX_TOP_LEVEL; count += 1) {
    const header = await readAt(position, Math.min(32, size - position));
    if (header.length < 8) break;
    const size32 = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    let boxSize = size32;
    if (size32 === 1) {
      if (header.length < 16) break;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size32 === 0) {
      boxSize = size - position; // the last box runs to the end of the file
    }
    if (boxSize < headerSize || position + boxSize > size) break; // damaged: patch what was found so far
    if (type === 'uuid' && header.length >= headerSize + 16 && header.toString('hex', headerSize, headerSize + 16) === XMP_UUID) {
      patches.push(...blankBox(position, boxSize, headerSize));
    } else if (type === 'moov' && boxSize <= MAX_MOOV) {
      const moov = parseMoov(await readAt(position, boxSize));
      if (moov) patches.push(...moovPatches(moov, position));
    }
    position += boxSize;
  }
  return patches.sort((a, b) => a.start - b.start);
}

/** A stream of bytes from absolute position `start` with each patch's range overwritten (chunks and ranges may cut through it). */
export function patchingStream(start: number, patches: readonly Patch[]): Transform {
  let offset = start;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      const end = offset + chunk.length;
      let out: Buffer = chunk;
      for (const patch of patches) {
        const from = Math.max(patch.start, offset);
        const to = Math.min(patch.end, end);
        if (from >= to) continue;
        if (out === chunk) out = Buffer.from(chunk);
        if (patch.bytes) patch.bytes.copy(out, from - offset, from - patch.start, to - patch.start);
        else out.fill(0, from - offset, to - offset);
      }
      offset = end;
      done(null, out);
    },
  });
}
