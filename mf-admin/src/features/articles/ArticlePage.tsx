import { useCallback, useState } from 'react';
import type { AdminArticle } from '@portal/contracts/admin-articles';
import { Link, useParams } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/articles-texts'; // this page's texts come with it (not on the sign-in's first load)
import { DocumentForm } from './DocumentForm';
import { RevisionsPanel } from './RevisionsPanel';
import { StatePanel } from './StatePanel';
import { pickTitle, titlesOf } from './title';
import { useArticle } from './use-article';
import * as styles from './articles.module.css';

/** /admin/articles/:id — the document editor: three languages, saved as revisions, published, scheduled or unpublished. */
export default function ArticlePage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const id = Number(useParams().id);
  const record = useArticle(id);
  const { article } = record;
  // A new form (and new editors) whenever the document is replaced from outside: a restore, the newest version.
  const [generation, setGeneration] = useState(0);
  const [dirty, setDirty] = useState(false);
  const heading = article ? t('articles.pageTitle', { id, title: pickTitle(titlesOf(article.draft), language, t) }) : t('articles.pageTitleBare', { id });
  useDocumentTitle(heading);

  const { replace, reload } = record;
  const replaced = useCallback(
    (next: AdminArticle) => {
      replace(next);
      setGeneration((n) => n + 1);
    },
    [replace],
  );
  const reloadNewest = useCallback(async () => {
    if (await reload()) setGeneration((n) => n + 1);
  }, [reload]);

  return (
    <>
      <p className={styles.back}>
        <Link to={adminPath('articles')}>{t('articles.backToList')}</Link>
      </p>
      <h1 className={styles.pageTitle}>
        {heading}
        {article?.sample && <span className={styles.sample}>{t('articles.sample')}</span>}
      </h1>
      {article ? (
        <div className={styles.record}>
          <DocumentForm key={`${article.id}:${generation}`} article={article} onSaved={replace} onReloadNewest={reloadNewest} onDirty={setDirty} />
          <div className={styles.side}>
            <StatePanel key={`${article.id}:${generation}`} article={article} dirty={dirty} onChanged={replace} />
            <RevisionsPanel article={article} dirty={dirty} onRestored={replaced} />
          </div>
        </div>
      ) : record.failed ? (
        <LoadFailed retry={record.retry} />
      ) : (
        <Loading />
      )}
    </>
  );
}
