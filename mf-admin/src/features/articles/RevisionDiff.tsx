import { diffWords } from 'diff';
import type { ArticleDraft, ArticleRevision } from '@portal/contracts/admin-articles';
import { plainTextOf } from '@portal/contracts/rich-text-rules';
import { HTML_LANG, useTranslation } from '@portal/shared/i18n';
import { LoadFailed, Loading } from '../../components/Loading';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { fetchRevision } from './api';
import { ARTICLE_LANGUAGES, isFallbackLanguage, TEXT_FIELDS, type ArticleLanguage } from './labels';
import * as styles from './articles.module.css';

type Field = (typeof TEXT_FIELDS)[number];

/** The text a field compares: a body as its plain text, one line a block (the renderer's own reading of it). */
function textOf(draft: ArticleDraft, language: ArticleLanguage, field: Field): string {
  const part = draft[language];
  return field === 'body' ? plainTextOf(part.body) : part[field];
}

/**
 * Word by word (Intl.Segmenter finds the words of Chinese text, which has no spaces between them): inserted text in
 * <ins> and deleted text in <del>, marked + and − and underlined or struck through, not by colour alone.
 */
function Changes({ before, after, lang }: { before: string; after: string; lang: string }) {
  const parts = diffWords(before, after, { intlSegmenter: new Intl.Segmenter(lang, { granularity: 'word' }) });
  return (
    <p className={styles.diffText} lang={lang}>
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index}>{part.value}</ins>
        ) : part.removed ? (
          <del key={index}>{part.value}</del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

/** Two revisions' differences, language by language and field by field (title, abstract, body), and the settings. */
export default function RevisionDiff({ articleId, older, newer }: { articleId: number; older: number; newer: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const pair = useStaffData(`article-diff:${articleId}:${older}:${newer}`, (signal) =>
    Promise.all([fetchRevision(articleId, older, signal), fetchRevision(articleId, newer, signal)]),
  );
  if (!pair.data) return pair.status === 'failed' ? <LoadFailed retry={pair.reload} /> : <Loading />;
  const [before, after] = pair.data as [ArticleRevision, ArticleRevision];
  const yesNo = (value: boolean) => t(value ? 'articles.yes' : 'articles.no');
  const settings = [
    before.draft.cid !== after.draft.cid && t('articles.categoryChanged', { from: t(`articles.category.${before.draft.cid}`), to: t(`articles.category.${after.draft.cid}`) }),
    ...ARTICLE_LANGUAGES.filter(isFallbackLanguage)
      .filter((language) => before.draft.fallback[language] !== after.draft.fallback[language])
      .map((language) =>
        t('articles.fallbackChanged', { language: t(`articles.language.${language}`), from: yesNo(before.draft.fallback[language]), to: yesNo(after.draft.fallback[language]) }),
      ),
  ].filter((line): line is string => Boolean(line));

  return (
    <div className={styles.diff} aria-live="polite">
      <p className={styles.diffLegend}>
        {t('articles.diffOf', { older, newer })} <ins>{t('articles.inserted')}</ins> <del>{t('articles.deleted')}</del>
      </p>
      {settings.length > 0 && (
        <ul className={styles.diffSettings}>
          {settings.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {ARTICLE_LANGUAGES.map((language) => (
        <section key={language} className={styles.diffLanguage}>
          <h4>{t(`articles.language.${language}`)}</h4>
          <dl>
            {TEXT_FIELDS.map((field) => {
              const a = textOf(before.draft, language, field);
              const b = textOf(after.draft, language, field);
              return (
                <div key={field} className={styles.diffField}>
                  <dt>{t(`articles.field.${field}`)}</dt>
                  <dd>{a === b ? <span className={styles.unchanged}>{t('articles.unchanged')}</span> : <Changes before={a} after={b} lang={HTML_LANG[language]} />}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
