import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

// ID-card images for the crash load: real PNGs (the upload route checks the content), of a chosen size, every one
// different, so a file found after a restart can be compared byte for byte with the one sent.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WIDTH = 256;
const ROW_BYTES = 1 + WIDTH * 3; // the filter byte, then RGB

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 256-pixel-wide RGB PNG of random pixels, about `approxBytes` long (stored, not compressed). */
export function randomPng(approxBytes: number): Buffer {
  const height = Math.max(1, Math.ceil(approxBytes / ROW_BYTES));
  const raw = randomBytes(height * ROW_BYTES);
  for (let row = 0; row < height; row++) raw[row * ROW_BYTES] = 0; // filter "none"
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 0 })), chunk('IEND', Buffer.alloc(0))]);
}

/** The last 12 bytes of every complete PNG: the empty IEND chunk. */
export const PNG_TRAILER = chunk('IEND', Buffer.alloc(0));

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
