import { Transform, type TransformCallback } from 'node:stream';
import { Log, MP4BoxBuffer, createFile } from 'mp4box';

// Blind films (issue 27 point 4, docs/adr/0047 "Blind files"): the `udta` and `meta` boxes inside `moov` (title,
// artist, comment, encoder, GPS location, …) are hidden by renaming each to `free`, which every player skips. The
// size stays, so every byte offset (stco, ranges a <video> asks for) stays valid and nothing is re-encoded: the
// server patches four bytes per box while it streams. mp4box finds the boxes; it reads only the box headers and
// `moov` (it skips `mdat` by seeking), so a 2 GB film costs a few reads, once per upload (cached by the caller).

// mp4box warns on the console about boxes it does not know (©nam, …): only its errors matter here.
Log.setLogLevel(Log.error);

/** Reads `length` bytes at `position` (fewer at the end of the file). */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

const CHUNK = 64 * 1024;
/** A moov past this is not a film a team made with a phone or an editor: give up rather than read the whole file. */
const MAX_READS = 4096;
const HIDDEN = new Set(['udta', 'meta']);

interface ParsedBox {
  type?: string;
  start?: number;
  boxes?: ParsedBox[];
}

/** The absolute positions of the 4-byte type field of every `udta`/`meta` box in `moov`, at any depth. */
export async function mp4MetadataPatches(size: number, readAt: ReadAt): Promise<number[]> {
  const iso = createFile(false);
  // Seek over the media data instead of buffering it.
  (iso as unknown as { discardMdatData: boolean }).discardMdatData = true;
  let position = 0;
  for (let reads = 0; position < size && reads < MAX_READS && !iso.moov; reads += 1) {
    const bytes = await readAt(position, Math.min(CHUNK, size - position));
    if (bytes.length === 0) break;
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
    const next = iso.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, position));
    position = typeof next === 'number' && next > position ? next : position + bytes.length;
  }
  const moov = iso.moov as unknown as ParsedBox | undefined;
  if (!moov) return [];
  const patches: number[] = [];
  const walk = (box: ParsedBox) => {
    for (const child of box.boxes ?? []) {
      // The type follows the 32-bit size, also for a box with a 64-bit `largesize` after its type.
      // Nested ones too (udta/meta): whatever a player or tool reads, no box of these types is left.
      if (child.type && HIDDEN.has(child.type) && typeof child.start === 'number') patches.push(child.start + 4);
      walk(child);
    }
  };
  walk(moov);
  return patches.sort((a, b) => a - b);
}

const FREE = Buffer.from('free', 'latin1');

/** A stream of bytes from absolute position `start` with `free` written over the 4 bytes at each patch position. */
export function patchingStream(start: number, patches: readonly number[]): Transform {
  let offset = start;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      const end = offset + chunk.length;
      let out: Buffer = chunk;
      for (const at of patches) {
        if (at + 4 <= offset || at >= end) continue;
        if (out === chunk) out = Buffer.from(chunk);
        for (let i = 0; i < 4; i += 1) {
          const position = at + i - offset;
          if (position >= 0 && position < out.length) out[position] = FREE[i] as number;
        }
      }
      offset = end;
      done(null, out);
    },
  });
}
