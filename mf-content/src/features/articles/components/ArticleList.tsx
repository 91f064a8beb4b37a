import { Link } from '@portal/shared/router';
import type { ArticleSummary } from '@portal/shared/contracts';
import { isMediaSrc } from '@portal/contracts/rich-text-rules';
import { useLanguageStore } from '@portal/shared/i18n';
import { EmptyNote } from '../../../components/EmptyNote';
import { SampleBadge } from '../../../components/SampleBadge';
import { formatDate } from '../../../lib/format-date';
import * as styles from './articles.module.css';

interface ArticleListProps {
  articles: readonly ArticleSummary[];
  /** Where an article's title leads; plain titles without it. */
  linkTo?: (article: ArticleSummary) => string;
  /** Title and abstract only (the home page's latest news). */
  compact?: boolean;
}

export const COVER_SIZE = { width: 320, height: 180 } as const;
const EAGER_COVERS = 2;

/** Article summaries: cover, title, date, abstract, and a badge on sample items. */
export function ArticleList({ articles, linkTo, compact = false }: ArticleListProps) {
  const language = useLanguageStore((state) => state.language);
  if (articles.length === 0) return <EmptyNote />;
  return (
    <ul className={compact ? `${styles.list} ${styles.compact}` : styles.list}>
      {articles.map((article, index) => (
        <li key={article.id} className={styles.item}>
          {/* A cover is an image of this site's media; any other address (a row written by hand) is not drawn. */}
          {!compact && isMediaSrc(article.cover) && (
            // The first covers are in the first screen (the list page's largest image): fetched at once, not lazily.
            <img
              className={styles.cover}
              src={article.cover}
              alt=""
              {...(index < EAGER_COVERS ? { fetchPriority: index === 0 ? 'high' : 'auto' } : { loading: 'lazy' })}
              {...COVER_SIZE}
            />
          )}
          <div className={styles.text}>
            <h3 className={styles.title}>
              {linkTo ? <Link to={linkTo(article)}>{article.title}</Link> : article.title}
              <SampleBadge sample={article.sample} />
            </h3>
            {!compact && (
              <time className={styles.date} dateTime={article.createTime}>
                {formatDate(article.createTime, language)}
              </time>
            )}
            <p className={styles.abstract}>{article.abstractField}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
