import { Type, type Static } from 'typebox';
import { ContentActor } from './admin-articles.js';
import { Id, PageQuery, Paged } from './common.js';
import { MEDIA_ALT_MAX, MEDIA_OWNER_PATTERN } from './media-rules.js';
import { MEDIA_SRC_PATTERN, MEDIA_SRCSET_PATTERN } from './rich-text-rules.js';

// The media library (issue 25 point 4) under /api/admin/media: images uploaded once, checked by their bytes, stripped
// of every metadata, offered in responsive variants at `/media/lib/…` (immutable), each with its alt text in the three
// languages and the list of records that show it. The plain rules (limits, widths, the alt-text check, the form's
// field names) are in ./media-rules, which pages import as values. The API validates and answers with these;
// mf-admin takes the types.

export {
  MEDIA_ACCEPT,
  MEDIA_ALT_FIELDS,
  MEDIA_ALT_MAX,
  MEDIA_FALLBACK_WIDTH,
  MEDIA_FILE_FIELD,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_WIDTHS,
  isMediaOwner,
  mediaAltProblem,
  type MediaAltProblem,
} from './media-rules.js';

const strict = { additionalProperties: false } as const;

/** A root-relative `/media/…` address, as a rich-text image node takes it. */
export const MediaSrc = Type.String({ maxLength: 500, pattern: MEDIA_SRC_PATTERN });
/** `/media/… 480w, /media/… 960w`, as a rich-text image node takes it. */
export const MediaSrcset = Type.String({ maxLength: 2000, pattern: MEDIA_SRCSET_PATTERN });

/** AVIF and WebP for `<picture>`/`srcset`; JPEG (PNG when the image has transparency) as the one fallback. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export const MediaFormat = Type.Enum(MEDIA_FORMATS);
export type MediaFormat = Static<typeof MediaFormat>;

export const MediaVariant = Type.Object({
  format: MediaFormat,
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  bytes: Type.Integer({ minimum: 1 }),
  src: MediaSrc,
});
export type MediaVariant = Static<typeof MediaVariant>;

/** One alt text per language; each is required (a screen reader reads the page's language). */
export const MediaAlt = Type.Object(
  {
    zhComplex: Type.String({ maxLength: MEDIA_ALT_MAX * 4 }),
    zhSimple: Type.String({ maxLength: MEDIA_ALT_MAX * 4 }),
    en: Type.String({ maxLength: MEDIA_ALT_MAX * 4 }),
  },
  strict,
);
export type MediaAlt = Static<typeof MediaAlt>;

export const MediaOwner = Type.String({ pattern: MEDIA_OWNER_PATTERN });

/** GET /api/admin/media/:id, each line of the list, the upload's and the alt-text change's answer. */
export const MediaItem = Type.Object({
  id: Type.Integer(),
  /** The picture as shown (turned upright by its EXIF orientation), in pixels. */
  width: Type.Integer(),
  height: Type.Integer(),
  /** The original's size in bytes, and its type as its bytes showed it (the original itself is not kept). */
  bytes: Type.Integer(),
  mime: Type.String(),
  createdAt: Type.String(),
  createdBy: ContentActor,
  alt: MediaAlt,
  /** The fallback variant: what `<img src>` names. */
  src: MediaSrc,
  /** The WebP variants by width, for `<img srcset>` (every browser the site supports decodes WebP). */
  srcset: MediaSrcset,
  /** Every stored variant (AVIF and WebP at each width, the fallback), for `<picture>` sources. */
  variants: Type.Array(MediaVariant),
  /** The records that show it (`article:12`): while there is one, it cannot be deleted. */
  uses: Type.Array(MediaOwner),
  /** True for the seeded sample images. */
  sample: Type.Boolean(),
});
export type MediaItem = Static<typeof MediaItem>;

export const MediaListQuery = Type.Object(
  {
    /** A substring of an alt text in any language, without regard to case. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    ...PageQuery,
  },
  strict,
);
export type MediaListQuery = Static<typeof MediaListQuery>;

export const MediaPage = Paged(MediaItem);
export type MediaPage = Static<typeof MediaPage>;

export const MediaIdParams = Type.Object({ id: Id }, strict);
export type MediaIdParams = Static<typeof MediaIdParams>;

/** PATCH /api/admin/media/:id: the three alt texts (each required). */
export const MediaAltBody = Type.Object({ alt: MediaAlt }, strict);
export type MediaAltBody = Static<typeof MediaAltBody>;

/** POST /api/admin/media answers the new item (multipart: `file` and the alt fields of MEDIA_ALT_FIELDS). */
export const MediaUploadAnswer = MediaItem;
export type MediaUploadAnswer = MediaItem;

/** What a rich-text image node (and a banner, a partner's logo) takes from the library, in one language. */
export interface MediaImageAttrs {
  mediaId: number;
  src: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
}
