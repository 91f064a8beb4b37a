import { useId, useState } from 'react';
import type { AdminFinalist, FinalistBody } from '@portal/contracts/admin-results';
import { FINALIST_TEXT_FIELDS, type FinalistTextField } from '@portal/contracts/finalist-rules';
import { failureText, useCheckedForm, useWatch, type CheckedForm } from '@portal/shared/form';
import { LANGUAGES, useTranslation, type Language } from '@portal/shared/i18n';
import { Field } from '../../components/Field';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { bodyOf, finalistProblem, valuesOf, type FinalistTexts, type FinalistValues } from './finalist-form-values';
import * as styles from './finalists.module.css';

interface FinalistFormProps {
  /** The finalist as the server has it, or null for a new one. */
  finalist: AdminFinalist | null;
  /** A new finalist's first free number. */
  position: number | null;
  /** The group's count: numbers run from 1 to it. */
  max: number;
  submitLabel: string;
  /** Sends the body; resolves with the finalist the server now has (empty languages filled in), rejects on a refusal. */
  onSave: (body: FinalistBody) => Promise<AdminFinalist>;
}

/**
 * A finalist's number and its three texts with the three languages side by side. The server's rules are checked
 * first, in its order (one problem at a time, beside its field); a refusal the server still gives is shown above the
 * button in its own words.
 */
export function FinalistForm({ finalist, position, max, submitLabel, onSave }: FinalistFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const texts: FinalistTexts = {
    field: (field) => t(`finalists.field.${field}`),
    language: (language) => t(`results.language.${language}`),
    problem: (problem, values) => t(`finalists.problem.${problem}`, values),
    position: (groupMax) => t('finalists.positionRule', { max: groupMax }),
  };
  const form = useCheckedForm<FinalistValues>({ defaultValues: valuesOf(finalist, position), problemOf: (values) => finalistProblem(values, max, texts) });
  const { errors, isSubmitting } = form.formState;

  const send = async (values: FinalistValues) => {
    setRefusal(null);
    setSaved(false);
    try {
      const next = await onSave(bodyOf(values));
      form.reset(valuesOf(next, null));
      setSaved(true);
    } catch (failure) {
      const text = failureText(failure, t('finalists.saveFailed'));
      if (text) setRefusal(text);
    }
  };

  return (
    <form className={admin.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
      <div className={styles.position}>
        <Field
          label={t('finalists.position')}
          hint={t('finalists.positionHint', { max })}
          inputMode="numeric"
          autoComplete="off"
          {...form.register('position')}
          error={errors.position?.message}
        />
      </div>
      <fieldset className={styles.texts}>
        <legend className={admin.legend}>{t('finalists.texts')}</legend>
        <p className={admin.hint}>{t('finalists.textsHint')}</p>
        <div className={styles.grid}>
          {/* The columns' headings, for the eye: each input's own label names its field and language. */}
          <span aria-hidden="true" />
          {LANGUAGES.map((language) => (
            <span key={language} aria-hidden="true" className={styles.columnHead}>
              {t(`results.language.${language}`)}
            </span>
          ))}
          {FINALIST_TEXT_FIELDS.map((field) => (
            <TextRow key={field} form={form} field={field} />
          ))}
        </div>
      </fieldset>
      {refusal && (
        <p role="alert" className={admin.notice}>
          {refusal}
        </p>
      )}
      <div className={admin.row}>
        <button type="submit" className={admin.button} disabled={isSubmitting}>
          {submitLabel}
        </button>
        <span role="status" className={styles.saved}>
          {saved && !form.formState.isDirty ? t('finalists.saved') : ''}
        </span>
      </div>
    </form>
  );
}

/** One text in the three languages: an empty Simplified Chinese or English shows the Traditional Chinese, as the site will. */
function TextRow({ form, field }: { form: CheckedForm<FinalistValues>; field: FinalistTextField }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const main = useWatch({ control: form.control, name: `${field}.zhComplex` });
  const fieldName = t(`finalists.field.${field}`);
  return (
    <>
      <span aria-hidden="true" className={styles.rowHead}>
        {fieldName}
      </span>
      {LANGUAGES.map((language: Language) => {
        const error = form.formState.errors[field]?.[language]?.message;
        const inputId = `${id}-${language}`;
        return (
          <div key={language} className={styles.cell}>
            <label htmlFor={inputId} className={styles.hidden}>
              {t('finalists.textLabel', { field: fieldName, language: t(`results.language.${language}`) })}
            </label>
            <input
              id={inputId}
              className={admin.input}
              autoComplete="off"
              placeholder={language === 'zhComplex' ? undefined : main}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              {...form.register(`${field}.${language}`)}
            />
            {error && (
              <p id={`${inputId}-error`} className={admin.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
