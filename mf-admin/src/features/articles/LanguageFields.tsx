import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { RichTextDocument } from '@portal/contracts/rich-text';
import type { CheckedForm } from '@portal/shared/form';
import { HTML_LANG, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { Loading } from '../../components/Loading';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import type { DocumentValues } from './document-values';
import { ABSTRACT_MAX, isFallbackLanguage, TITLE_MAX, type ArticleLanguage } from './labels';
import * as styles from './articles.module.css';

// TipTap and the editor's own code: a chunk of their own, fetched when an article is opened, never by another page.
const RichTextEditor = lazy(() => import('./rich-text/RichTextEditor'));

interface LanguageFieldsProps {
  language: ArticleLanguage;
  form: CheckedForm<DocumentValues>;
  /** This language shows the Traditional Chinese text: its own fields are kept, and cannot be edited. */
  fallback: boolean;
  initialBody: RichTextDocument;
  onBody: (language: ArticleLanguage, body: RichTextDocument) => void;
  imageNoteId: string;
}

/**
 * One language of the document: for Simplified Chinese and English first whether the page shows the Traditional
 * Chinese text instead, then the title, the abstract and the body. Each field is named with its language, so that
 * the three columns' fields can be told apart by ear as by eye.
 */
export function LanguageFields({ language, form, fallback, initialBody, onBody, imageNoteId }: LanguageFieldsProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const name = t(`articles.language.${language}`);
  const { errors } = form.formState;
  const fieldErrors = errors[language];
  const hidden = (text: string) => <span className={styles.visuallyHidden}>{` (${text})`}</span>;
  const lang = HTML_LANG[language];

  return (
    <div className={styles.language}>
      {isFallbackLanguage(language) && (
        <div className={styles.fallback}>
          <label className={admin.check}>
            <input type="checkbox" {...form.register(`fallback.${language}`)} aria-describedby={`${id}-fallback-hint`} />
            <span>
              {t('articles.fallback')}
              {hidden(name)}
            </span>
          </label>
          <p id={`${id}-fallback-hint`} className={admin.hint}>
            {t(fallback ? 'articles.fallbackOn' : 'articles.fallbackHint', { language: name })}
          </p>
        </div>
      )}
      {/* A disabled fieldset disables every field and toolbar button in it; the values stay in the form and are sent. */}
      <fieldset className={styles.fields} disabled={fallback}>
        <legend className={styles.visuallyHidden}>{t('articles.languageFields', { language: name })}</legend>
        <TextField
          id={`${id}-title`}
          label={t('articles.field.title')}
          language={name}
          hint={t('articles.titleHint', { max: TITLE_MAX })}
          error={fieldErrors?.title?.message}
          control={(props) => <input {...props} className={admin.input} lang={lang} autoComplete="off" maxLength={TITLE_MAX} {...form.register(`${language}.title`)} />}
        />
        <TextField
          id={`${id}-abstract`}
          label={t('articles.field.abstract')}
          language={name}
          hint={t('articles.abstractHint', { max: ABSTRACT_MAX })}
          error={fieldErrors?.abstract?.message}
          control={(props) => (
            <textarea {...props} className={`${admin.input} ${styles.abstract}`} lang={lang} rows={3} maxLength={ABSTRACT_MAX} {...form.register(`${language}.abstract`)} />
          )}
        />
        <div className={admin.field}>
          <span id={`${id}-body-label`} className={admin.label}>
            {t('articles.field.body')}
            {hidden(name)}
          </span>
          <Suspense fallback={<Loading />}>
            <RichTextEditor
              id={`${id}-body`}
              labelId={`${id}-body-label`}
              toolbarLabel={t('articles.toolbar', { language: name })}
              lang={lang}
              language={language}
              initial={initialBody}
              onChange={(body) => onBody(language, body)}
              disabled={fallback}
              imageNoteId={imageNoteId}
            />
          </Suspense>
        </div>
      </fieldset>
    </div>
  );
}

/** The ids and states a text field's control takes from its label, hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

/** A labelled text field of one language (its name said to assistive technology), with its hint and its error. */
function TextField({ id, label, language, hint, error, control }: { id: string; label: string; language: string; hint: string; error?: string; control: (props: ControlProps) => ReactNode }) {
  return (
    <div className={admin.field}>
      <label htmlFor={id} className={admin.label}>
        {label}
        <span className={styles.visuallyHidden}>{` (${language})`}</span>
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ') })}
      <p id={`${id}-hint`} className={admin.hint}>
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className={admin.error}>
          {error}
        </p>
      )}
    </div>
  );
}
