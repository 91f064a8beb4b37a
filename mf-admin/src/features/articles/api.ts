import type {
  AdminArticle,
  AdminArticleSummary,
  ArticleDraft,
  ArticlePreview,
  ArticleRevision,
  ArticleRevisionSummary,
  NewArticleBody,
} from '@portal/contracts/admin-articles';
import { staffGet, staffPost, staffRequest } from '../../api/staff-client';
// The loader's own module, not the table's index: the editor page imports this file too, and the index would bring
// TanStack Table (12 KB gzip) to a page that shows no table.
import { pagedLoader } from '../../components/resource-table/paged-loader';

// The editor's articles (issue 25; editors and organizers): one document in three languages, its state and revisions.
// Every change names the revision the page last saw; the server refuses a save made against an older one (409).
const BASE = '/admin/articles';
const articlePath = (id: number) => `${BASE}/${id}`;

/** The list: category (`cid`), state, search (a title in any language), paging. */
export const loadArticles = pagedLoader<AdminArticleSummary>(BASE);

/** A new draft, empty in the three languages. */
export const createArticle = (body: NewArticleBody) => staffPost<AdminArticle>(BASE, body);

export const fetchArticle = (id: number, signal?: AbortSignal) => staffGet<AdminArticle>(articlePath(id), undefined, { signal });

/** A save made against `revision`: answers the article at its new revision, or 409 when a newer one exists. */
export const saveArticle = (id: number, revision: number, draft: ArticleDraft) =>
  staffRequest<AdminArticle>({ method: 'PUT', url: articlePath(id), data: { revision, draft } });

export const fetchRevisions = (id: number, signal?: AbortSignal) => staffGet<ArticleRevisionSummary[]>(`${articlePath(id)}/revisions`, undefined, { signal });

export const fetchRevision = (id: number, revision: number, signal?: AbortSignal) =>
  staffGet<ArticleRevision>(`${articlePath(id)}/revisions/${revision}`, undefined, { signal });

/** Brings `restored` back as a new revision, made against the latest one the page saw. */
export const restoreRevision = (id: number, restored: number, latest: number) =>
  staffPost<AdminArticle>(`${articlePath(id)}/revisions/${restored}/restore`, { revision: latest });

export const publishArticle = (id: number, revision: number) => staffPost<AdminArticle>(`${articlePath(id)}/publish`, { revision });

/** Goes live at `publishAt`, an ISO instant with its offset (the page sends Hong Kong time, +08:00). */
export const scheduleArticle = (id: number, revision: number, publishAt: string) =>
  staffPost<AdminArticle>(`${articlePath(id)}/schedule`, { revision, publishAt });

export const unpublishArticle = (id: number, revision: number) => staffPost<AdminArticle>(`${articlePath(id)}/unpublish`, { revision });

/** Stores the unsaved draft for a preview (about 30 minutes): the public pages that show it, per language and device. */
export const previewArticle = (id: number, draft: ArticleDraft) => staffPost<ArticlePreview>(`${articlePath(id)}/preview`, { draft });
