import type { Language } from './languages.js';
import { RICH_TEXT_LIMITS } from './rich-text-rules.js';

// The media library's rules (issue 25 point 4) as plain values, without schema code: the back office's upload form
// checks what the server checks, in the server's order, and names the multipart fields as the server reads them;
// `./admin-media` holds the schemas built from them, which only the server runs.

/** The largest original the library takes, in bytes: a phone photo is 2–12 MB. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The most pixels an original may have (width × height): a 48-megapixel phone photo passes; a "decompression bomb"
 * (a few KB of PNG that unpack to gigapixels) is refused from its header, before a pixel is decoded.
 */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** The widths a picture is offered in (never wider than its original): phone, tablet and desktop, each at 1–3 DPR. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** The one width of the fallback (`src`) for what reads neither `srcset` nor WebP: link previews, old mail clients. */
export const MEDIA_FALLBACK_WIDTH = 960;

/** What the library takes, judged by the file's bytes (the picker offers these; the server believes none of it). */
export const MEDIA_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/** An alt text fits the rich-text image node it goes into (`RICH_TEXT_LIMITS.altLength`). */
export const MEDIA_ALT_MAX = RICH_TEXT_LIMITS.altLength;

/** The multipart form of POST /api/admin/media: the file part and one alt-text field per language. */
export const MEDIA_FILE_FIELD = 'file';
export const MEDIA_ALT_FIELDS: Readonly<Record<Language, string>> = { zhComplex: 'altZhComplex', zhSimple: 'altZhSimple', en: 'altEn' };

/** `required` (every language: a screen reader in any of them reads it), `tooLong`, `control` (one line of text). */
export type MediaAltProblem = 'required' | 'tooLong' | 'control';

// eslint-disable-next-line no-control-regex -- what is refused is exactly the control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The problem of an alt text (checked trimmed), or undefined when it may be stored. */
export function mediaAltProblem(text: string): MediaAltProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (Array.from(trimmed).length > MEDIA_ALT_MAX) return 'tooLong';
  if (CONTROL.test(trimmed)) return 'control';
  return undefined;
}

/**
 * Where an image is used: `<kind>:<id>` of the record that shows it (`article:12`, `partner:4`), or
 * `display:<collection>` for a display collection saved whole (`display:banners`, issue 25 point 3). The features
 * that show library images keep these through the API's `setMediaUses`; an image with a use is not deleted.
 */
export const MEDIA_OWNER_PATTERN = '^([a-z][A-Za-z]{0,30}:[1-9][0-9]{0,9}|display:[a-z][A-Za-z]{1,30})$';
const OWNER = new RegExp(MEDIA_OWNER_PATTERN);
export const isMediaOwner = (owner: unknown): owner is string => typeof owner === 'string' && OWNER.test(owner);
