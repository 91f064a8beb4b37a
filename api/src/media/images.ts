import { stat } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type/node';
import pLimit from 'p-limit';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { MEDIA_FALLBACK_WIDTH, MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_WIDTHS } from '@portal/contracts/media-rules';
import type { MediaVariantFormat } from '../db/schema-media.js';

// An image as the library takes it (docs/adr/0035): judged by its bytes twice — file-type's magic numbers, then
// sharp's own reading of the header, which must agree — limited in bytes and in pixels (read from the header, before a
// pixel is decoded, and again by libvips while decoding), turned upright by its EXIF orientation, converted to sRGB
// and re-encoded without any metadata: no EXIF (GPS, camera, dates), no XMP, no IPTC, no ICC profile. The library
// keeps only these variants, never the original.

/** What the bytes may be: file-type's name → what sharp must read them as, and the type recorded. */
const ACCEPTED = {
  jpg: { decoder: 'jpeg', mime: 'image/jpeg' },
  png: { decoder: 'png', mime: 'image/png' },
  webp: { decoder: 'webp', mime: 'image/webp' },
  avif: { decoder: 'heif', mime: 'image/avif' },
  // A GIF is taken as the still picture it is; an animated one is refused (its first frame alone would mislead).
  gif: { decoder: 'gif', mime: 'image/gif' },
} as const;
type AcceptedExt = keyof typeof ACCEPTED;
const isAccepted = (ext: string): ext is AcceptedExt => Object.hasOwn(ACCEPTED, ext);

export type ImageRefusal =
  | { reason: 'empty' }
  | { reason: 'tooLarge'; bytes: number }
  | { reason: 'notImage' }
  | { reason: 'wrongType'; found: string }
  | { reason: 'animated' }
  | { reason: 'tooManyPixels'; pixels: number }
  | { reason: 'unreadable' };

/**
 * The early verdict on a file's first bytes while it is still arriving: a refusal when they already show it is not an
 * image the library takes (a text file, a PDF named .png), so the rest is not read; undefined when only the whole file
 * can tell.
 */
export async function headRefusal(head: Uint8Array): Promise<ImageRefusal | undefined> {
  if (head.length === 0) return undefined;
  let detected;
  try {
    detected = await fileTypeFromBuffer(head);
  } catch {
    return undefined; // a parser that tripped over a cut-off head: the whole file decides
  }
  if (!detected) return { reason: 'notImage' };
  if (detected.ext === 'apng') return { reason: 'animated' };
  return isAccepted(detected.ext) ? undefined : { reason: 'wrongType', found: detected.ext };
}

export interface CheckedImage {
  path: string;
  mime: string;
  bytes: number;
  /** Upright (EXIF orientation applied). */
  width: number;
  height: number;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; refusal: ImageRefusal };

/** Whether the file at `path` is an image the library takes, and what it is. Reads headers only. */
export async function checkImage(path: string): Promise<ImageCheck> {
  const refuse = (refusal: ImageRefusal): ImageCheck => ({ ok: false, refusal });
  const { size } = await stat(path);
  if (size === 0) return refuse({ reason: 'empty' });
  if (size > MEDIA_MAX_BYTES) return refuse({ reason: 'tooLarge', bytes: size });
  const detected = await fileTypeFromFile(path);
  if (!detected) return refuse({ reason: 'notImage' });
  if (detected.ext === 'apng') return refuse({ reason: 'animated' });
  if (!isAccepted(detected.ext)) return refuse({ reason: 'wrongType', found: detected.ext });
  const rule = ACCEPTED[detected.ext];
  let meta;
  try {
    meta = await sharp(path).metadata();
  } catch {
    return refuse({ reason: 'unreadable' });
  }
  // The magic numbers and the decoder must agree: an AVIF brand over HEVC data (HEIC) is not AVIF.
  if (meta.format !== rule.decoder) return refuse({ reason: 'unreadable' });
  if (detected.ext === 'avif' && meta.compression !== 'av1') return refuse({ reason: 'wrongType', found: 'heic' });
  if ((detected.ext === 'gif' || detected.ext === 'webp') && (meta.pages ?? 1) > 1) return refuse({ reason: 'animated' });
  const pixels = meta.width * meta.height;
  if (!(pixels > 0)) return refuse({ reason: 'unreadable' });
  if (pixels > MEDIA_MAX_PIXELS) return refuse({ reason: 'tooManyPixels', pixels });
  return { ok: true, image: { path, mime: rule.mime, bytes: size, width: meta.autoOrient.width, height: meta.autoOrient.height } };
}

/** The widths an image of `width` pixels is offered in: the standard ones below it, and its own up to the largest. */
export function plannedWidths(width: number): number[] {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? width;
  const below = MEDIA_WIDTHS.filter((w) => w < width);
  return width <= largest ? [...below, width] : [...below];
}

export interface RenderedVariant {
  format: MediaVariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

// Settings measured by `pnpm bench:images` (docs/adr/0035): about the same perceived quality in each format.
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9 }),
} as const;

// Encoding is CPU work on libuv's threads: two images at a time per process, so uploads queue rather than starve the
// requests that share the threadpool (password hashes, file reads).
const encoding = pLimit(2);

/**
 * Every variant of a checked image, in memory (the largest is 1600 px wide: a few hundred KB each): AVIF and WebP at
 * each planned width, and the fallback at MEDIA_FALLBACK_WIDTH (or less), JPEG — PNG when the picture has
 * transparency. The original is decoded once, upright and in sRGB, into raw pixels every variant is made from: no
 * variant can carry anything of the original but its pixels. Throws on pixel data libvips cannot decode.
 */
export function renderVariants(image: CheckedImage): Promise<RenderedVariant[]> {
  return encoding(async () => {
    const widths = plannedWidths(image.width);
    const largest = widths[widths.length - 1] ?? image.width;
    const decoded = await sharp(image.path, { limitInputPixels: MEDIA_MAX_PIXELS, autoOrient: true })
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    let { data, info } = decoded;
    const opaque = info.channels === 4 ? (await sharp(data, { raw: rawOf(info) }).stats()).isOpaque : true;
    if (info.channels === 4 && opaque) {
      ({ data, info } = await sharp(data, { raw: rawOf(info) }).removeAlpha().raw().toBuffer({ resolveWithObject: true }));
    }
    const base = () => sharp(data, { raw: rawOf(info) });
    const variant = async (format: MediaVariantFormat, width: number): Promise<RenderedVariant> => {
      const sized = width === info.width ? base() : base().resize({ width });
      const out = await ENCODERS[format](sized).toBuffer({ resolveWithObject: true });
      return { format, width: out.info.width, height: out.info.height, data: out.data };
    };
    const variants: RenderedVariant[] = [];
    for (const width of widths) {
      variants.push(await variant('avif', width), await variant('webp', width));
    }
    variants.push(await variant(opaque ? 'jpeg' : 'png', Math.min(MEDIA_FALLBACK_WIDTH, info.width)));
    return variants;
  });
}

const rawOf = (info: OutputInfo) => ({ width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 });
