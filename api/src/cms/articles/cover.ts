import type { ArticleDraft } from '@portal/contracts/admin-articles';
import { Refused } from './env.js';

// The cover the public rows show. The media library (issue 25 point 4, migration 022) gives a media image its public
// address; until it is merged no id has one, so a draft that names one is refused rather than published without it.
// An article adopted from the rows before the editor's articles keeps its old cover while its draft names none.

/** The cover's public address for a publication of `draft`; refuses a media id without an address. */
export function publicCover(draft: ArticleDraft, legacyCover: string | null): string | null {
  if (draft.coverMediaId === null) return legacyCover;
  throw new Refused({ reason: 'noCover', mediaId: draft.coverMediaId });
}
