import { useSiteSettings } from '@portal/shared/config';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';

/** The questionnaire icon (§2): an external form whose address depends on the language (a site setting, issue 25). */
export function QuestionnaireLink() {
  const { t } = useTranslation('shell');
  const language = useLanguageStore((state) => state.language);
  const settings = useSiteSettings();
  if (!settings) return null;
  return (
    <a
      className="icon-link"
      href={settings.questionnaire[language]}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('questionnaire')}
      title={t('questionnaire')}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6 2h9l5 5v15H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm8 1.5V8h4.5L14 3.5ZM8 12v2h8v-2H8Zm0 4v2h5v-2H8Z"
        />
      </svg>
    </a>
  );
}
