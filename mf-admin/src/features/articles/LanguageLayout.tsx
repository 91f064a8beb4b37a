import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { RichTextDocument } from '@portal/contracts/rich-text';
import type { CheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
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
  const tabRefs = useRef<Partial<Record<ArticleLanguage, HTMLButtonElement | null>>>({});
  const falls = (language: ArticleLanguage) => isFallbackLanguage(language) && fallback[language];
  const name = (language: ArticleLanguage) => t(`articles.language.${language}`);

  const onTabKey = (event: KeyboardEvent) => {
    const index = ARTICLE_LANGUAGES.indexOf(selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: ARTICLE_LANGUAGES.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const language = ARTICLE_LANGUAGES[(next + ARTICLE_LANGUAGES.length) % ARTICLE_LANGUAGES.length]!;
    setSelected(language);
    tabRefs.current[language]?.focus();
  };

  return (
    <div className={tabs ? styles.tabbed : styles.columns}>
      {tabs && (
        <div role="tablist" aria-label={t('articles.languages')} className={styles.tablist} onKeyDown={onTabKey}>
          {ARTICLE_LANGUAGES.map((language) => (
            <button
              key={language}
              ref={(element) => {
                tabRefs.current[language] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${language}`}
              aria-selected={selected === language}
              aria-controls={`${id}-panel-${language}`}
              tabIndex={selected === language ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(language)}
            >
              {name(language)}
              {falls(language) && <span className={styles.tabNote}>{t('articles.showsTraditional')}</span>}
            </button>
          ))}
        </div>
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
