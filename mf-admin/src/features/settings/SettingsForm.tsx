import { useEffect, useId, useState, type ReactNode } from 'react';
import type { AdminSiteSettings, SaveSiteSettingsBody } from '@portal/contracts/site-settings';
import { ApiError } from '@portal/shared/api';
import { failureText, useCheckedForm, useWatch, type CheckedForm } from '@portal/shared/form';
import { LANGUAGES, useTranslation } from '@portal/shared/i18n';
import { Field } from '../../components/Field';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { linesOf, settingsOf, settingsProblem, valuesOf, type SettingsTexts, type SettingsValues } from './settings-form-values';
import * as styles from './settings.module.css';

interface SettingsFormProps {
  stored: AdminSiteSettings;
  /** The version this page saved last: its confirmation shows until the form changes again. */
  savedVersion: number | null;
  /** Sends the settings against the stored version; rejects on a refusal. */
  onSave: (body: SaveSiteSettingsBody) => Promise<void>;
  /** Reads the saved settings again (after another editor saved). */
  onReload: () => void;
}

type Form = CheckedForm<SettingsValues>;

/**
 * The site settings in sections, the localized ones with the three languages side by side. The server's rules are
 * checked first (@portal/contracts/site-settings-rules, in its order, one problem at a time beside its field); a
 * refusal the server still gives is shown above the button in its words.
 */
export function SettingsForm({ stored, savedVersion, onSave, onReload }: SettingsFormProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [refusal, setRefusal] = useState<{ text: string; stale: boolean } | null>(null);
  const label = (path: string) => {
    const language = /\.(zhComplex|zhSimple|en)$/.exec(path)?.[1];
    if (!language) return t(`settings.field.${path}`);
    const field = path.startsWith('contact.address') ? 'address' : 'questionnaire';
    return t('settings.inLanguage', { field: t(`settings.field.${field}`), language: t(`settings.language.${language}`) });
  };
  const texts: SettingsTexts = {
    field: label,
    problem: (problem, values) => t(`settings.problem.${problem}`, values),
    chainLine: (problem, values) => t(problem === 'tooLong' ? 'settings.chain.tooLong' : 'settings.chain.url', values),
    tooManyLines: (max) => t('settings.chain.tooMany', { max }),
  };
  const form = useCheckedForm<SettingsValues>({ defaultValues: valuesOf(stored), problemOf: (values) => settingsProblem(values, texts) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { reset } = form;
  // A new version (this editor's save, or another's loaded again) is what the form holds from then on, in place: the
  // focus stays where it was and the confirmation's live region is the one already there. The same version read again
  // (the page reads it again in another language) leaves what is being typed alone.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the version, not by the answer's identity
  useEffect(() => reset(valuesOf(stored)), [stored.version, reset]);

  const send = async (values: SettingsValues) => {
    setRefusal(null);
    try {
      await onSave({ version: stored.version, settings: settingsOf(values) });
    } catch (failure) {
      const text = failureText(failure, t('settings.saveFailed'));
      if (text) setRefusal({ text, stale: failure instanceof ApiError && failure.status === 409 });
    }
  };

  const single = (name: 'phone' | 'email' | 'instagram' | 'facebook' | 'whatsapp' | 'arPromoUrl' | 'introVideoUrl' | 'chatAppUrl', path: string, hint?: string, type = 'url') => (
    <Field label={label(path)} hint={hint} type={type} autoComplete="off" spellCheck={false} {...form.register(name)} error={errors[name]?.message} />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
      <Section title={t('settings.contact')} hint={t('settings.contactHint')}>
        <div className={styles.pair}>
          {single('phone', 'contact.phone', undefined, 'tel')}
          {single('email', 'contact.email', undefined, 'email')}
        </div>
        <Languages form={form} name="address" path="contact.address" label={label} hint={t('settings.addressHint')} />
      </Section>
      <Section title={t('settings.social')} hint={t('settings.socialHint')}>
        <div className={styles.three}>
          {single('instagram', 'social.instagram')}
          {single('facebook', 'social.facebook')}
          {single('whatsapp', 'social.whatsapp')}
        </div>
      </Section>
      <Section title={t('settings.questionnaire')} hint={t('settings.questionnaireHint')}>
        <Languages form={form} name="questionnaire" path="questionnaire" label={label} />
      </Section>
      <Section title={t('settings.home')}>
        <div className={styles.pair}>
          {single('arPromoUrl', 'arPromoUrl', t('settings.arPromoHint'))}
          {single('introVideoUrl', 'introVideoUrl', t('settings.introVideoHint'), 'text')}
        </div>
      </Section>
      <Section title={t('settings.links')} hint={t('settings.linksHint')}>
        <div className={styles.pair}>{single('chatAppUrl', 'chatAppUrl')}</div>
        <ChainLinks form={form} label={label('chainTransactions')} />
      </Section>
      <div className={styles.bar}>
        {refusal && (
          <div role="alert" className={styles.refusal}>
            <p>{refusal.text}</p>
            {refusal.stale && (
              <button
                type="button"
                className={admin.secondary}
                onClick={() => {
                  setRefusal(null);
                  onReload();
                }}
              >
                {t('settings.loadLatest')}
              </button>
            )}
          </div>
        )}
        <div className={admin.row}>
          <button type="submit" className={admin.button} disabled={isSubmitting}>
            {t('settings.save')}
          </button>
          <span role="status" className={styles.saved}>
            {savedVersion === stored.version && !isDirty ? t('settings.saved', { version: stored.version }) : ''}
          </span>
        </div>
      </div>
    </form>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {hint && <p className={admin.hint}>{hint}</p>}
      {children}
    </fieldset>
  );
}

/** One localized setting: the three languages side by side, each input labelled with its field and language. */
function Languages({ form, name, path, label, hint }: { form: Form; name: 'address' | 'questionnaire'; path: string; label: (path: string) => string; hint?: string }) {
  const id = useId();
  const main = useWatch({ control: form.control, name: `${name}.zhComplex` });
  return (
    <div className={styles.languages}>
      {hint && <p className={admin.hint}>{hint}</p>}
      <div className={styles.three}>
        {LANGUAGES.map((language) => {
          const error = form.formState.errors[name]?.[language]?.message;
          const inputId = `${id}-${language}`;
          return (
            <div key={language} className={admin.field}>
              <label htmlFor={inputId} className={admin.label}>
                {label(`${path}.${language}`)}
              </label>
              <input
                id={inputId}
                className={admin.input}
                type={name === 'questionnaire' ? 'url' : 'text'}
                autoComplete="off"
                spellCheck={false}
                placeholder={name === 'address' && language !== 'zhComplex' ? main : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                {...form.register(`${name}.${language}`)}
              />
              {error && (
                <p id={`${inputId}-error`} className={admin.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The /c/1–179 links, one per line, and how many lines there are. */
function ChainLinks({ form, label }: { form: Form; label: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const text = useWatch({ control: form.control, name: 'chainTransactions' });
  const count = linesOf(text).length;
  const error = form.formState.errors.chainTransactions?.message;
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={admin.field}>
      <label htmlFor={id} className={admin.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={admin.hint}>
        {t('settings.chainHint')}
      </p>
      <textarea
        id={id}
        className={`${admin.input} ${styles.lines}`}
        rows={10}
        wrap="off"
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...form.register('chainTransactions')}
      />
      <p id={`${id}-count`} className={admin.hint}>
        {t('settings.lineCount', { count })}
      </p>
      {error && (
        <p id={`${id}-error`} className={admin.error}>
          {error}
        </p>
      )}
    </div>
  );
}
