import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { AdminArticle, ArticlePreview } from '@portal/contracts/admin-articles';
import type { RichTextDocument } from '@portal/contracts/rich-text';
import { ApiError } from '@portal/shared/api';
import { failureText, useCheckedForm, useWatch } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { confirm } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { previewArticle, saveArticle } from './api';
import { CoverField } from './CoverField';
import { bodiesOf, documentProblem, draftOf, valuesOf, type Bodies, type DocumentValues } from './document-values';
import { CATEGORIES, type ArticleLanguage } from './labels';
import { LanguageLayout } from './LanguageLayout';
import { useUnsavedWarning } from '../../hooks/use-unsaved-warning';
import * as styles from './articles.module.css';

// The frames and their dialog load when a preview is first asked for.
const PreviewDialog = lazy(() => import('./preview/PreviewDialog'));

interface DocumentFormProps {
  /** The article as last read or saved: its revision is the one a save is made against. */
  article: AdminArticle;
  onSaved: (next: AdminArticle) => void;
  /** Reads the newest revision and shows it in a new form (this one's changes are dropped). */
  onReloadNewest: () => Promise<void>;
  onDirty: (dirty: boolean) => void;
}

/**
 * The document: its category and its three languages (side by side on a desktop, tabs on a tablet), saved as one
 * revision. A save names the revision the page holds; when someone saved a newer one meanwhile, the server refuses
 * (409) and the page says so and offers the newest version — nothing is overwritten. Leaving with unsaved changes asks.
 */
export function DocumentForm({ article, onSaved, onReloadNewest, onDirty }: DocumentFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const form = useCheckedForm<DocumentValues>({ defaultValues: valuesOf(article.draft), problemOf: (values) => documentProblem(values, t) });
  const bodies = useRef<Bodies>(bodiesOf(article.draft));
  const [bodiesChanged, setBodiesChanged] = useState(false);
  const [cover, setCover] = useState<number | null>(article.draft.coverMediaId);
  const [saved, setSaved] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [preview, setPreview] = useState<ArticlePreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const uiLanguage = useLanguageStore((state) => state.language);
  const fallback = useWatch({ control: form.control, name: 'fallback' });
  const { isDirty, isSubmitting } = form.formState;
  const dirty = isDirty || bodiesChanged || cover !== article.draft.coverMediaId;

  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useUnsavedWarning(dirty, {
    title: t('articles.leaveTitle'),
    message: t('articles.leaveMessage'),
    confirmLabel: t('articles.leave'),
    cancelLabel: t('articles.stay'),
  });

  const onBody = (language: ArticleLanguage, body: RichTextDocument) => {
    bodies.current = { ...bodies.current, [language]: body };
    setBodiesChanged(true);
    setSaved(null);
  };

  const save = async (values: DocumentValues) => {
    setRefusal(null);
    const draft = draftOf(values, bodies.current, cover);
    try {
      const next = await saveArticle(article.id, article.revision, draft);
      form.reset(valuesOf(next.draft));
      bodies.current = bodiesOf(next.draft);
      setBodiesChanged(false);
      setCover(next.draft.coverMediaId);
      setConflict(null);
      setSaved(next.revision);
      onSaved(next);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setConflict(failure.message || t('articles.conflict'));
      else setRefusal(failureText(failure, t('articles.saveFailed')));
    }
  };

  // The draft as it stands on the page, saved or not: the server checks it as a save and keeps it for the preview only.
  const showPreview = async () => {
    setRefusal(null);
    setPreviewing(true);
    try {
      setPreview(await previewArticle(article.id, draftOf(form.getValues(), bodies.current, cover)));
    } catch (failure) {
      setRefusal(failureText(failure, t('articles.previewFailed')));
    } finally {
      setPreviewing(false);
    }
  };

  const reloadNewest = async () => {
    const sure = await confirm({ title: t('articles.reloadTitle'), message: t('articles.reloadMessage'), confirmLabel: t('articles.reload'), cancelLabel: t('articles.cancel') });
    if (sure) await onReloadNewest();
  };

  return (
    <form className={styles.document} onSubmit={(event) => void form.onSubmit(save)(event)} noValidate aria-busy={isSubmitting} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.visuallyHidden}>
        {t('articles.document')}
      </h2>
      <div className={styles.saveBar}>
        <button type="submit" className={admin.button} disabled={isSubmitting || conflict !== null}>
          {t('articles.save')}
        </button>
        <button type="button" className={admin.secondary} disabled={previewing} aria-busy={previewing} onClick={() => void showPreview()}>
          {t(previewing ? 'articles.previewPreparing' : 'articles.preview')}
        </button>
        <p role="status" className={styles.saveState}>
          {isSubmitting ? t('articles.saving') : dirty ? t('articles.unsaved') : saved !== null ? t('articles.saved', { revision: saved }) : t('articles.revisionNow', { revision: article.revision })}
        </p>
        {/* In the bar, which stays in view: a save is refused wherever on the page the editor is. */}
        {conflict !== null && (
          <div role="alert" className={`${admin.notice} ${styles.conflict}`}>
            <p>
              <strong>{t('articles.conflictTitle')}</strong> {conflict}
            </p>
            <p>{t('articles.conflictHelp', { revision: article.revision })}</p>
            <button type="button" className={admin.secondary} onClick={() => void reloadNewest()}>
              {t('articles.reloadNewest')}
            </button>
          </div>
        )}
        {refusal && (
          <p role="alert" className={admin.notice}>
            {refusal}
          </p>
        )}
      </div>
      <div className={styles.meta}>
        <div className={admin.field}>
          <label htmlFor={`${id}-cid`} className={admin.label}>
            {t('articles.category')}
          </label>
          <select id={`${id}-cid`} className={admin.select} {...form.register('cid')}>
            {CATEGORIES.map((cid) => (
              <option key={cid} value={String(cid)}>
                {t(`articles.category.${cid}`)}
              </option>
            ))}
          </select>
        </div>
        <CoverField
          id={`${id}-cover`}
          value={cover}
          onChange={(next) => {
            setCover(next);
            setSaved(null);
          }}
        />
        <p id={`${id}-image-note`} className={`${admin.hint} ${styles.imageNote}`}>
          {t('articles.imageNote')}
        </p>
      </div>
      <LanguageLayout
        form={form}
        fallback={fallback}
        initialBodies={bodiesOf(article.draft)}
        onBody={onBody}
        imageNoteId={`${id}-image-note`}
      />
      {preview && (
        <Suspense fallback={null}>
          <PreviewDialog preview={preview} initialLanguage={uiLanguage} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </form>
  );
}
