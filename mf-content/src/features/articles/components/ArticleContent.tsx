import type { Article } from '@portal/shared/contracts';
import { useLanguageStore } from '@portal/shared/i18n';
import { RichText } from '../../../components/rich-text/RichText';
import { SampleBadge } from '../../../components/SampleBadge';
import { formatDate } from '../../../lib/format-date';
import * as styles from './articles.module.css';

/** An article's title, date and body; the body drawn inert by RichText (never HTML). */
export function ArticleContent({ article, showDate = true }: { article: Article; showDate?: boolean }) {
  const language = useLanguageStore((state) => state.language);
  return (
    <div className={styles.content}>
      <h2 className={styles.contentTitle}>
        {article.title}
        <SampleBadge sample={article.sample} />
      </h2>
      {showDate && (
        <time className={styles.date} dateTime={article.createTime}>
          {formatDate(article.createTime, language)}
        </time>
      )}
      <RichText document={article.content} />
    </div>
  );
}
