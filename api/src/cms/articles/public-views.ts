import { forgetFirstViews } from '../../shell-html/forget-first-views.js';
import type { ArticlesEnv } from './env.js';

// What follows a change the public sees (a publication or an unpublication), once it is committed. The public answers
// need nothing: the rows' writes moved the content version they are cached under (ADR 0018). The first views that
// `pnpm prerender` captured from the article answers are forgotten, so those pages render live with the change.
// Recapturing those pages in the background (issue 25 point 5) is the next step, and belongs here.

/** The API paths whose answers show articles: a capture that read one showed them (home's news, lists, details). */
export const ARTICLE_SOURCES = ['/api/article'] as const;

/** Called after every committed publication or unpublication; answers how many captures were forgotten. */
export async function publicArticlesChanged(env: Pick<ArticlesEnv, 'prerenderDir'>): Promise<number> {
  return forgetFirstViews(env.prerenderDir, ARTICLE_SOURCES);
}
