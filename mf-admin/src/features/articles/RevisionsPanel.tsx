import { lazy, Suspense, useId, useState } from 'react';
import type { AdminArticle, ArticleRevisionSummary } from '@portal/contracts/admin-articles';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ChangeOutcome } from '../../components/ChangeOutcome';
import { LoadFailed, Loading } from '../../components/Loading';
import { useConfirmedChange } from '../../hooks/use-confirmed-change';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatInstant } from '../../lib/format';
import { fetchRevisions, restoreRevision } from './api';
import * as styles from './articles.module.css';

// The comparison and its diff library (jsdiff): loaded when two revisions are compared, not with the editor.
const RevisionDiff = lazy(() => import('./RevisionDiff'));

interface RevisionsPanelProps {
  article: AdminArticle;
  dirty: boolean;
  /** A restore answers with the article at its new revision: the form shows it from scratch. */
  onRestored: (next: AdminArticle) => void;
}

/** Who saved or changed what and when (Hong Kong time), newest first; any two compared; any one restored. */
export function RevisionsPanel({ article, dirty, onRestored }: RevisionsPanelProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  // Read again after every revision this page makes (a save, a state change, a restore).
  const revisions = useStaffData(`article-revisions:${article.id}:${article.revision}`, (signal) => fetchRevisions(article.id, signal));
  const change = useConfirmedChange(onRestored, { cancel: t('articles.cancel'), failed: t('articles.changeFailed') });
  const list = revisions.data ?? [];

  const restore = (revision: number) =>
    change.run(
      {
        title: t('articles.restoreTitle', { revision }),
        message: [t('articles.restoreMessage', { revision, latest: article.revision }), dirty ? t('articles.restoreDirty') : ''].filter(Boolean).join(' '),
        confirmLabel: t('articles.restore'),
      },
      () => restoreRevision(article.id, revision, article.revision),
      (next) => t('articles.restored', { revision, next: next.revision }),
    );

  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('articles.revisions')}</h2>
      {revisions.data ? (
        <>
          <RevisionTable revisions={list} latest={article.revision} busy={change.busy} onRestore={(revision) => void restore(revision)} />
          <ChangeOutcome change={change} />
          {list.length >= 2 && <Compare articleId={article.id} revisions={list} />}
        </>
      ) : revisions.status === 'failed' ? (
        <LoadFailed retry={revisions.reload} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function RevisionTable({ revisions, latest, busy, onRestore }: { revisions: ArticleRevisionSummary[]; latest: number; busy: boolean; onRestore: (revision: number) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('articles.revisionsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('articles.revision')}</th>
            <th scope="col">{t('articles.what')}</th>
            <th scope="col">{t('articles.by')}</th>
            <th scope="col">{t('articles.when')}</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>{t('articles.restore')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {revisions.map((entry) => (
            <tr key={entry.revision}>
              <th scope="row">{entry.revision}</th>
              <td>
                {t(`articles.kind.${entry.kind}`)}
                {entry.restoredFrom !== null && <> {t('articles.restoredFrom', { revision: entry.restoredFrom })}</>}
              </td>
              <td>{entry.savedBy.name ?? t(`articles.actor.${entry.savedBy.kind}`)}</td>
              <td className={styles.nowrap}>{formatInstant(entry.savedAt, language)}</td>
              <td>
                {entry.revision !== latest && (
                  <button
                    type="button"
                    className={admin.secondary}
                    aria-label={t('articles.restoreRevision', { revision: entry.revision })}
                    disabled={busy}
                    onClick={() => onRestore(entry.revision)}
                  >
                    {t('articles.restore')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Two revisions to compare (the one before the latest and the latest first), and their differences once asked for. */
function Compare({ articleId, revisions }: { articleId: number; revisions: ArticleRevisionSummary[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const numbers = revisions.map((entry) => entry.revision).sort((a, b) => b - a);
  const [older, setOlder] = useState(numbers[1] ?? 0);
  const [newer, setNewer] = useState(numbers[0] ?? 0);
  const [shown, setShown] = useState<{ older: number; newer: number } | null>(null);
  const select = (label: string, value: number, onChange: (next: number) => void, name: string) => (
    <div className={admin.field}>
      <label htmlFor={`${id}-${name}`} className={admin.label}>
        {label}
      </label>
      <select id={`${id}-${name}`} className={admin.select} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {numbers.map((revision) => (
          <option key={revision} value={revision}>
            {t('articles.revisionNumber', { revision })}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className={styles.compare} role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('articles.compare')}</h3>
      <div className={styles.compareChoice}>
        {select(t('articles.older'), older, setOlder, 'older')}
        {select(t('articles.newer'), newer, setNewer, 'newer')}
        <button type="button" className={admin.secondary} disabled={older === newer} onClick={() => setShown({ older: Math.min(older, newer), newer: Math.max(older, newer) })}>
          {t('articles.showDifferences')}
        </button>
      </div>
      {older === newer && <p className={admin.hint}>{t('articles.chooseTwo')}</p>}
      {shown && (
        <Suspense fallback={<Loading />}>
          <RevisionDiff articleId={articleId} older={shown.older} newer={shown.newer} />
        </Suspense>
      )}
    </div>
  );
}
