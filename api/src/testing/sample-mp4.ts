// Synthetic MP4 files for tests, e2e runs and the upload benchmark: a valid ISO-BMFF container (ftyp isom, a moov
// whose headers state the requested duration, an mdat of filler) of any size, written as a stream so a 2 GB file
// never sits in memory. The media data is not playable video: the server judges a film by its container (magic
// bytes and the duration in its headers), which is exactly what these files exercise.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface SampleMp4Options {
  /** How long the film claims to run (mvhd, tkhd and mdhd durations), in seconds. */
  seconds: number;
  /** The total file size in bytes (at least `minimumSampleMp4Bytes`). */
  bytes: number;
  /**
   * Add a sound track too (default true); without it, music-metadata reports the length only in the video track's
   * info, not in `format.duration`.
   */
  audio?: boolean;
  /** Media data: fresh random bytes (default; incompressible) or one random block repeated (cheaper for multi-GB benchmark files). */
  fill?: 'random' | 'pattern';
}

const TIMESCALE = 1000;
const CHUNK = 1024 * 1024;
/** mdat sizes past this need the 64-bit `largesize` header. */
const MAX_BOX32 = 0xffffffff;

function box(type: string, ...parts: Buffer[]): Buffer {
  const payload = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** A "full box": version and flags before the payload. */
function fullBox(type: string, flags: number, ...parts: Buffer[]): Buffer {
  const versionAndFlags = Buffer.alloc(4);
  versionAndFlags.writeUInt32BE(flags & 0xffffff, 0);
  return box(type, versionAndFlags, ...parts);
}

const u32 = (...values: number[]): Buffer => {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => buffer.writeUInt32BE(value >>> 0, i * 4));
  return buffer;
};
const u16 = (...values: number[]): Buffer => {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((value, i) => buffer.writeUInt16BE(value & 0xffff, i * 2));
  return buffer;
};

// The identity matrix of ISO/IEC 14496-12 (16.16 and 2.30 fixed point).
const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

/** `duration` in TIMESCALE units. */
function mvhd(duration: number, nextTrackId: number): Buffer {
  return fullBox('mvhd', 0, u32(0, 0, TIMESCALE, duration, 0x00010000), u16(0x0100, 0), u32(0, 0), MATRIX, Buffer.alloc(24), u32(nextTrackId));
}

function trak(trackId: number, duration: number, audio: boolean): Buffer {
  const tkhd = fullBox(
    'tkhd',
    0x3, // enabled, in movie
    u32(0, 0, trackId, 0, duration, 0, 0),
    u16(0, audio ? 1 : 0, audio ? 0x0100 : 0, 0),
    MATRIX,
    u32(audio ? 0 : 320 << 16, audio ? 0 : 240 << 16),
  );
  // Language 'und' packed as three 5-bit letters.
  const mdhd = fullBox('mdhd', 0, u32(0, 0, TIMESCALE, duration), u16(0x55c4, 0));
  const handler = audio ? 'soun' : 'vide';
  const hdlr = fullBox('hdlr', 0, u32(0), Buffer.from(handler, 'latin1'), u32(0, 0, 0), Buffer.from(audio ? 'SoundHandler\0' : 'VideoHandler\0', 'latin1'));
  const mediaHeader = audio ? fullBox('smhd', 0, u16(0, 0)) : fullBox('vmhd', 1, u16(0, 0, 0, 0));
  const dinf = box('dinf', fullBox('dref', 0, u32(1), fullBox('url ', 1)));
  // A sound track needs a sample entry for music-metadata to count it as audio; the video track gets none.
  const entries = audio
    ? [box('mp4a', Buffer.alloc(6), u16(1), u32(0, 0), u16(2, 16, 0, 0), u32(44100 << 16))]
    : [];
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, u32(entries.length), ...entries),
    fullBox('stts', 0, u32(0)),
    fullBox('stsc', 0, u32(0)),
    fullBox('stsz', 0, u32(0, 0)),
    fullBox('stco', 0, u32(0)),
  );
  return box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', mediaHeader, dinf, stbl)));
}

/** ftyp and moov: everything before the media data. */
function headerBoxes(seconds: number, audio: boolean): Buffer {
  if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError(`seconds must be positive, got ${seconds}`);
  const duration = Math.round(seconds * TIMESCALE);
  if (duration > MAX_BOX32) throw new RangeError(`seconds too large for 32-bit headers: ${seconds}`);
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso2mp41', 'latin1'));
  const tracks = audio ? [trak(1, duration, false), trak(2, duration, true)] : [trak(1, duration, false)];
  return Buffer.concat([ftyp, box('moov', mvhd(duration, tracks.length + 1), ...tracks)]);
}

/** The mdat header for `payload` bytes of media data. */
function mdatHeader(payload: number): Buffer {
  if (payload + 8 <= MAX_BOX32) return Buffer.concat([u32(payload + 8), Buffer.from('mdat', 'latin1')]);
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write('mdat', 4, 'latin1');
  header.writeBigUInt64BE(BigInt(payload + 16), 8);
  return header;
}

function layout({ seconds, bytes, audio = true }: SampleMp4Options): { head: Buffer; payload: number } {
  const head = headerBoxes(seconds, audio);
  const small = bytes - head.length - 8;
  const payload = small + 8 <= MAX_BOX32 ? small : bytes - head.length - 16;
  if (!Number.isSafeInteger(bytes) || payload < 0) {
    throw new RangeError(`bytes must be an integer of at least ${minimumSampleMp4Bytes({ seconds, bytes, audio })}, got ${bytes}`);
  }
  return { head: Buffer.concat([head, mdatHeader(payload)]), payload };
}

/** The smallest `bytes` a sample with these options can have (headers and an empty mdat). */
export function minimumSampleMp4Bytes({ seconds, audio = true }: SampleMp4Options): number {
  return headerBoxes(seconds, audio).length + 8;
}

/**
 * The media data in chunks of at most CHUNK bytes: a bounded loop over the payload, each chunk made when the
 * stream asks for it.
 */
function* mediaChunks(payload: number, fill: 'random' | 'pattern'): Generator<Buffer> {
  const block = fill === 'pattern' ? randomBytes(Math.min(CHUNK, Math.max(payload, 1))) : undefined;
  for (let left = payload; left > 0; left -= CHUNK) {
    const size = Math.min(left, CHUNK);
    yield block ? block.subarray(0, size) : randomBytes(size);
  }
}

/** Writes a sample MP4 of exactly `options.bytes` bytes to a new file at `path`, streaming (memory stays at one 1 MiB chunk). */
export async function writeSampleMp4(path: string, options: SampleMp4Options): Promise<void> {
  const { head, payload } = layout(options);
  const source = Readable.from(
    (function* all() {
      yield head;
      yield* mediaChunks(payload, options.fill ?? 'random');
    })(),
    { objectMode: false },
  );
  await pipeline(source, createWriteStream(path, { flags: 'wx' }));
}

/** Buffers past this are refused: tests wanting more should stream to a file with `writeSampleMp4`. */
const MAX_BUFFER_BYTES = 64 * 1024 * 1024;

/** A small sample MP4 in memory (at most 64 MiB), for unit tests. */
export function sampleMp4Buffer(options: SampleMp4Options): Buffer {
  if (options.bytes > MAX_BUFFER_BYTES) throw new RangeError(`use writeSampleMp4 for files over ${MAX_BUFFER_BYTES} bytes`);
  const { head, payload } = layout(options);
  return Buffer.concat([head, ...mediaChunks(payload, options.fill ?? 'random')]);
}
