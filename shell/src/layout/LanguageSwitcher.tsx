import { LANGUAGES, isLanguage, useLanguageStore, useTranslation } from '@portal/shared/i18n';

export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return (
    <select
      aria-label={t('language.label')}
      className="language-switcher"
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((option) => (
        <option key={option} value={option}>
          {t(`language.${option}`)}
        </option>
      ))}
    </select>
  );
}
