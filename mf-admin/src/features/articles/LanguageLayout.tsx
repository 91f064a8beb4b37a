import { useId, useState } from 'react';
import type { RichTextDocument } from '@portal/contracts/rich-text';
import type { CheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { LanguageTablist } from '../../components/LanguageTablist';
import { useMediaQuery } from '../../hooks/use-media-query';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import type { Bodies, DocumentValues } from './document-values';
import { ARTICLE_LANGUAGES, isFallbackLanguage, type ArticleLanguage } from './labels';
import { LanguageFields } from './LanguageFields';
import * as styles from './articles.module.css';

/** Narrower than this, the three languages are tabs (a tablet, 1024 px): side by side, each column would be too narrow. */
export const TABS_QUERY = '(max-width: 1279px)';

interface LanguageLayoutProps {
  form: CheckedForm<DocumentValues>;
  fallback: DocumentValues['fallback'];
  initialBodies: Bodies;
  onBody: (language: ArticleLanguage, body: RichTextDocument) => void;
  imageNoteId: string;
}

/**
 * The three languages side by side on a desktop, as tabs on a tablet. Every language's fields stay mounted either way
 * (a hidden tab keeps its text, its editor and its undo history); the layout only shows them differently.
 */
export function LanguageLayout({ form, fallback, initialBodies, onBody, imageNoteId }: LanguageLayoutProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const tabs = useMediaQuery(TABS_QUERY);
  const [selected, setSelected] = useState<ArticleLanguage>('zhComplex');
  const falls = (language: ArticleLanguage) => isFallbackLanguage(language) && fallback[language];
  const name = (language: ArticleLanguage) => t(`articles.language.${language}`);

  return (
    <div className={tabs ? styles.tabbed : styles.columns}>
      {tabs && (
        <LanguageTablist languages={ARTICLE_LANGUAGES} selected={selected} onSelect={setSelected} idPrefix={id} label={t('articles.languages')} className={styles.tablist} tabClassName={styles.tab}>
          {(language) => (
            <>
              {name(language)}
              {falls(language) && <span className={styles.tabNote}>{t('articles.showsTraditional')}</span>}
            </>
          )}
        </LanguageTablist>
      )}
      {ARTICLE_LANGUAGES.map((language) => (
        <section
          key={language}
          id={`${id}-panel-${language}`}
          className={styles.column}
          {...(tabs
            ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${language}`, hidden: selected !== language }
            : { 'aria-labelledby': `${id}-heading-${language}` })}
        >
          {!tabs && (
            <h3 id={`${id}-heading-${language}`} className={styles.columnHeading}>
              {name(language)}
            </h3>
          )}
          <LanguageFields
            language={language}
            form={form}
            fallback={falls(language)}
            initialBody={initialBodies[language]}
            onBody={onBody}
            imageNoteId={imageNoteId}
          />
        </section>
      ))}
    </div>
  );
}
