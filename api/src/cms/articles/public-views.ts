import { publicContentChanged } from '../../prerender/public-content.js';
import type { ArticlesEnv } from './env.js';

// What follows a change the public sees (a publication or an unpublication), once it is committed. The public answers
// need nothing: the rows' writes moved the content version they are cached under (ADR 0018). The first views captured
// from the article answers are forgotten, so those pages render live with the change at once, and captured again in
// the background (api/src/prerender/, ADR 0020 "Recapture").

/** The API paths whose answers show articles: a capture that read one showed them (home's news, lists, details). */
export const ARTICLE_SOURCES = ['/api/article'] as const;

/** Called after every committed publication or unpublication; answers how many captures were forgotten. */
export async function publicArticlesChanged(env: Pick<ArticlesEnv, 'prerenderDir'>): Promise<number> {
  return publicContentChanged(env, ARTICLE_SOURCES);
}
