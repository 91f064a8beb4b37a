import type { ArticleDraft } from '@portal/contracts/admin-articles';
import type { MediaItem } from '@portal/contracts/admin-media';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import type { RichTextDocument } from '@portal/contracts/rich-text';
import { mediaIdsOf } from '@portal/contracts/rich-text-rules';
import { setMediaUses } from '../../media/uses.js';
import { findMediaItems, mediaImageAttrs } from '../../media/view.js';
import { Refused, type Db, type Trx } from './env.js';

// An article's library images (issue 25 point 1, docs/adr/0035 "Images"): the client sends an image node's mediaId,
// and the server writes everything else — src, srcset, width, height and the alt text of the node's language — from
// the library, so a document never points at a file the library did not make nor carries an alt the editor did not
// write there. The images a document shows (and its cover) are its uses: the library refuses to delete them.

/** Every library image a draft names: the images of its three bodies and its cover. */
export function draftMediaIds(draft: ArticleDraft): number[] {
  const ids = new Set(LANGUAGES.flatMap((language) => mediaIdsOf(draft[language].body)));
  if (draft.coverMediaId !== null) ids.add(draft.coverMediaId);
  return [...ids].sort((a, b) => a - b);
}

function withLibraryImages(body: RichTextDocument, items: Map<number, MediaItem>, language: Language): RichTextDocument {
  return {
    ...body,
    content: body.content.map((block) => {
      if (block.type !== 'image') return block;
      const item = items.get(block.attrs.mediaId);
      // Checked by the caller: every id has its item.
      if (!item) throw new Error(`media ${block.attrs.mediaId} vanished`);
      const attrs = mediaImageAttrs(item, language);
      return { type: 'image', attrs: { mediaId: attrs.mediaId, src: attrs.src, ...(attrs.srcset ? { srcset: attrs.srcset } : {}), alt: attrs.alt, width: attrs.width, height: attrs.height } };
    }),
  };
}

export interface LibraryDraft {
  draft: ArticleDraft;
  /** The cover's library item, when the draft names one. */
  cover: MediaItem | null;
}

/**
 * The draft with its image nodes as the library has them now, and its cover's item. Refuses (nothing is written: the
 * caller's transaction rolls back) a cover or an image the library does not have, naming them.
 */
export async function libraryDraft(db: Db | Trx, draft: ArticleDraft): Promise<LibraryDraft> {
  const ids = draftMediaIds(draft);
  const items = ids.length > 0 ? await findMediaItems(db, ids) : new Map<number, MediaItem>();
  if (draft.coverMediaId !== null && !items.has(draft.coverMediaId)) throw new Refused({ reason: 'noCover', mediaId: draft.coverMediaId });
  const missing = ids.filter((id) => !items.has(id));
  if (missing.length > 0) throw new Refused({ reason: 'noMedia', mediaIds: missing });
  const language = (key: Language) => ({ ...draft[key], body: withLibraryImages(draft[key].body, items, key) });
  return {
    draft: { ...draft, zhComplex: language('zhComplex'), zhSimple: language('zhSimple'), en: language('en') },
    cover: draft.coverMediaId === null ? null : (items.get(draft.coverMediaId) ?? null),
  };
}

/**
 * Records the images article `id` uses: those of its latest draft and, while it is live, of the revision visitors see
 * (a draft that drops an image does not free it while the published page still shows it).
 */
export async function recordArticleMedia(trx: Trx, id: number, latest: ArticleDraft, published: ArticleDraft | undefined): Promise<void> {
  const ids = new Set([...draftMediaIds(latest), ...(published ? draftMediaIds(published) : [])]);
  await setMediaUses(trx, `article:${id}`, [...ids]);
}
