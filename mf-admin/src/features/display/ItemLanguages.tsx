import { lazy, Suspense, useId, useState } from 'react';
import type { RichText3Field, Text3Field } from '@portal/contracts/display-collections';
import type { RichTextDocument } from '@portal/contracts/rich-text';
import { HTML_LANG, LANGUAGES, useTranslation, type Language } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LanguageTablist } from '../../components/LanguageTablist';
import { Loading } from '../../components/Loading';
import { useMediaQuery } from '../../hooks/use-media-query';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { TABS_QUERY } from '../articles/LanguageLayout';
import { domIdOf, pathOf, type FormValue } from './collection-values';
import { errorAt, FieldNotes, type DisplayForm } from './FieldControl';
import * as styles from './display.module.css';

// The article editor's TipTap component, in its own chunk: fetched only when a collection has a rich-text field.
const RichTextEditor = lazy(() => import('../articles/rich-text/RichTextEditor'));

type LanguageField = Text3Field | RichText3Field;

interface ItemLanguagesProps {
  form: DisplayForm;
  formId: string;
  index: number;
  generation: number;
  fields: readonly LanguageField[];
  label: (field: string) => string;
  hint: (field: LanguageField) => string | undefined;
}

/**
 * An item's texts: the three languages side by side on a desktop, as tabs on a tablet (as the article editor lays
 * them out). Every language's fields stay mounted either way; the layout only shows them differently.
 */
export function ItemLanguages({ form, formId, index, generation, fields, label, hint }: ItemLanguagesProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const tabs = useMediaQuery(TABS_QUERY);
  const [selected, setSelected] = useState<Language>('zhComplex');
  const name = (language: Language) => t(`display.language.${language}`);

  return (
    <div className={tabs ? styles.tabbed : styles.columns}>
      {tabs && (
        <LanguageTablist languages={LANGUAGES} selected={selected} onSelect={setSelected} idPrefix={id} label={t('display.languages')} className={styles.tablist} tabClassName={styles.tab}>
          {(language) => (
            <>
              {name(language)}
              {fields.some((field) => errorAt(form, pathOf(index, field.name, language))) && <span className={styles.tabProblem}>{` ${t('display.tabProblem')}`}</span>}
            </>
          )}
        </LanguageTablist>
      )}
      {LANGUAGES.map((language) => (
        <div
          key={language}
          id={`${id}-panel-${language}`}
          className={styles.column}
          lang={HTML_LANG[language]}
          {...(tabs
            ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${language}`, hidden: selected !== language }
            : { role: 'group', 'aria-labelledby': `${id}-heading-${language}` })}
        >
          {!tabs && (
            <h4 id={`${id}-heading-${language}`} className={styles.columnHeading} lang={undefined}>
              {name(language)}
            </h4>
          )}
          {fields.map((field) => (
            <LanguageControl
              key={field.name}
              form={form}
              formId={formId}
              index={index}
              generation={generation}
              field={field}
              language={language}
              label={t('display.inLanguage', { field: label(field.name), language: name(language) })}
              hint={hint(field)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

interface LanguageControlProps {
  form: DisplayForm;
  formId: string;
  index: number;
  generation: number;
  field: LanguageField;
  language: Language;
  label: string;
  hint?: string;
}

function LanguageControl({ form, formId, index, generation, field, language, label, hint }: LanguageControlProps) {
  const path = pathOf(index, field.name, language);
  const id = domIdOf(formId, path);
  const error = errorAt(form, path);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={admin.field}>
      {field.kind === 'text3' ? (
        <label htmlFor={id} className={admin.label}>
          {label}
        </label>
      ) : (
        <span id={`${id}-label`} className={admin.label}>
          {label}
        </span>
      )}
      {field.kind === 'text3' ? (
        field.multiline ? (
          <textarea id={id} className={`${admin.input} ${styles.multiline}`} rows={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...form.register(path)} />
        ) : (
          <input id={id} className={admin.input} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...form.register(path)} />
        )
      ) : (
        <RichText key={generation} form={form} path={path} id={id} language={language} label={label} describedBy={describedBy} />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A rich text of one language: the article editor's TipTap component, its changes written into the form. */
function RichText({ form, path, id, language, label, describedBy }: { form: DisplayForm; path: ReturnType<typeof pathOf>; id: string; language: Language; label: string; describedBy?: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  // Read once: the editor starts from it and reports every change; a new value from outside mounts a new form. The
  // path of one language's document is typed as any value of the form (a path into a record of records).
  const [start] = useState(() => form.getValues(path) as unknown as RichTextDocument);
  return (
    <Suspense fallback={<Loading />}>
      <RichTextEditor
        id={id}
        labelId={`${id}-label`}
        describedBy={describedBy}
        toolbarLabel={t('display.toolbar', { field: label })}
        lang={HTML_LANG[language]}
        language={language}
        initial={start}
        onChange={(document) => form.setValue(path, document as unknown as FormValue, { shouldDirty: true })}
        disabled={false}
        imageNoteId={`${id}-label`}
      />
    </Suspense>
  );
}
