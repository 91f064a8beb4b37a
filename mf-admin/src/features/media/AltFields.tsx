import type { MediaAlt } from '@portal/contracts/admin-media';
import type { CheckedForm } from '@portal/shared/form';
import { LANGUAGES, useTranslation } from '@portal/shared/i18n';
import { Field } from '../../components/Field';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './media.module.css';

/** The three alt texts of an image side by side, each required (the form checks them as the server does). */
export function AltFields<V extends { alt: MediaAlt }>({ form, disabled }: { form: CheckedForm<V>; disabled?: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  // react-hook-form's paths are typed from V; every V here has `alt.<language>`.
  const typed = form as unknown as CheckedForm<{ alt: MediaAlt }>;
  const errors = typed.formState.errors.alt;
  return (
    <fieldset className={styles.alts} disabled={disabled}>
      <legend className={styles.hidden}>{t('media.editAlt')}</legend>
      {LANGUAGES.map((language) => (
        <Field
          key={language}
          label={t('media.altLabel', { language: t(`results.language.${language}`) })}
          autoComplete="off"
          error={errors?.[language]?.message}
          {...typed.register(`alt.${language}`)}
        />
      ))}
    </fieldset>
  );
}
