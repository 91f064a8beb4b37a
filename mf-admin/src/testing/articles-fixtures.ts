import type { AdminArticle, AdminArticleSummary, ArticleDraft, ArticleRevision, ArticleRevisionSummary } from '@portal/contracts/admin-articles';
import { paragraphsToDocument } from '@portal/contracts/rich-text-rules';

// What the editor's articles routes answer (contracts/src/admin-articles.ts), for the pages' tests: one news article
// at its third revision, written in Traditional Chinese and English, Simplified Chinese not yet.

const EDITOR = { kind: 'staff' as const, id: 3, name: 'Ada editor' };

export const DRAFT: ArticleDraft = {
  cid: 1,
  coverMediaId: null,
  zhComplex: { title: '沙漠之水', abstract: '綠洲的故事', body: paragraphsToDocument(['第一段。']) },
  zhSimple: { title: '', abstract: '', body: { type: 'doc', content: [] } },
  en: { title: 'Water in the desert', abstract: 'A story of oases', body: paragraphsToDocument(['The first paragraph.']) },
  fallback: { zhSimple: false, en: false },
};

export const ARTICLE: AdminArticle = {
  id: 7,
  state: 'draft',
  revision: 3,
  draft: DRAFT,
  publishAt: null,
  publishedAt: null,
  publishedRevision: null,
  updatedAt: '2026-11-26T02:00:00Z',
  updatedBy: EDITOR,
  sample: false,
};

export const ARTICLE_SUMMARY: AdminArticleSummary = {
  id: 7,
  cid: 1,
  state: 'draft',
  titles: { zhComplex: '沙漠之水', zhSimple: '', en: 'Water in the desert' },
  revision: 3,
  publishAt: null,
  publishedAt: null,
  updatedAt: '2026-11-26T02:00:00Z',
  updatedBy: EDITOR,
  sample: false,
};

export const SCHEDULED_SUMMARY: AdminArticleSummary = {
  ...ARTICLE_SUMMARY,
  id: 8,
  cid: 2,
  state: 'scheduled',
  titles: { zhComplex: '常見問題一', zhSimple: '常见问题一', en: 'FAQ one' },
  publishAt: '2026-12-01T02:00:00Z',
  updatedBy: { kind: 'system', id: null, name: null },
  sample: true,
};

export const REVISIONS: ArticleRevisionSummary[] = [
  { revision: 3, kind: 'saved', restoredFrom: null, savedAt: '2026-11-26T02:00:00Z', savedBy: EDITOR },
  { revision: 2, kind: 'saved', restoredFrom: null, savedAt: '2026-11-25T09:30:00Z', savedBy: { kind: 'staff', id: 4, name: 'Bo organizer' } },
  { revision: 1, kind: 'created', restoredFrom: null, savedAt: '2026-11-25T01:00:00Z', savedBy: EDITOR },
];

/** Revision 1: the first English title and body, which revision 3 changed. */
export const REVISION_1: ArticleRevision = {
  ...REVISIONS[2]!,
  draft: {
    ...DRAFT,
    zhComplex: { ...DRAFT.zhComplex, title: '沙漠的水' },
    en: { title: 'Water in the sand', abstract: 'A story of oases', body: paragraphsToDocument(['The old paragraph.']) },
  },
};

export const REVISION_3: ArticleRevision = { ...REVISIONS[0]!, draft: DRAFT };
