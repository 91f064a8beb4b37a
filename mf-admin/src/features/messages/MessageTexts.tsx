import { useId } from 'react';
import { BROADCAST_BODY_MAX } from '@portal/contracts/admin-broadcasts';
import { useWatch } from '@portal/shared/form';
import { useTranslation, type Language } from '@portal/shared/i18n';
import { Field } from '../../components/Field';
import { LanguageTablist } from '../../components/LanguageTablist';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { BROADCAST_LANGUAGES, type ComposeValues } from './compose-values';
import type { CheckedForm } from '@portal/shared/form';
import * as styles from './messages.module.css';

interface MessageTextsProps {
  form: CheckedForm<ComposeValues>;
  tab: Language;
  onTab: (lang: Language) => void;
}

/** The subject and message in each language, one tab each; a tab whose language is still empty says so. */
export function MessageTexts({ form, tab, onTab }: MessageTextsProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const prefix = useId().replace(/:/g, '');
  const texts = useWatch({ control: form.control, name: 'texts' });
  const { errors } = form.formState;
  const languageName = (lang: Language) => t(`broadcasts.language.${lang}`);
  return (
    <section className={styles.panel} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{t('broadcasts.message')}</h2>
      <LanguageTablist languages={BROADCAST_LANGUAGES} selected={tab} onSelect={onTab} idPrefix={prefix} label={t('broadcasts.languages')} className={styles.tablist} tabClassName={styles.tab}>
        {(lang) => (
          <>
            <span>{languageName(lang)}</span>
            {(texts[lang].subject.trim() === '' || texts[lang].body.trim() === '') && <span className={styles.tabNote}>{t('broadcasts.missing')}</span>}
          </>
        )}
      </LanguageTablist>
      {BROADCAST_LANGUAGES.map((lang) => {
        const bodyError = errors.texts?.[lang]?.body?.message;
        return (
          <div key={lang} role="tabpanel" id={`${prefix}-panel-${lang}`} aria-labelledby={`${prefix}-tab-${lang}`} hidden={tab !== lang} className={styles.fields}>
            <Field label={t('broadcasts.subjectIn', { language: languageName(lang) })} autoComplete="off" {...form.register(`texts.${lang}.subject`)} error={errors.texts?.[lang]?.subject?.message} />
            <div className={styles.fields}>
              <label htmlFor={`${prefix}-body-${lang}`}>
                <strong>{t('broadcasts.bodyIn', { language: languageName(lang) })}</strong>
              </label>
              <textarea
                id={`${prefix}-body-${lang}`}
                className={styles.textarea}
                aria-invalid={bodyError ? true : undefined}
                aria-describedby={`${prefix}-hint-${lang}${bodyError ? ` ${prefix}-error-${lang}` : ''}`}
                {...form.register(`texts.${lang}.body`)}
              />
              <p id={`${prefix}-hint-${lang}`} className={styles.facts}>
                {t('broadcasts.bodyHint', { max: BROADCAST_BODY_MAX })}
              </p>
              {bodyError && (
                <p id={`${prefix}-error-${lang}`} className={styles.refusal}>
                  {bodyError}
                </p>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
