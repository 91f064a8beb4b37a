import { LANGUAGES, isLanguage, useLanguageStore, useTranslation, type Language } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './layout.module.css';

// Each language named in itself, whatever the page's language.
const NAMES: Record<Language, string> = { zhComplex: '繁體中文', zhSimple: '简体中文', en: 'English' };

/** The shared language (the same store and i18n instance as the public site): switching here switches there too. */
export function LanguageSwitch() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return (
    <label className={styles.language}>
      {t('layout.language')}
      <select value={language} onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}>
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option === 'en' ? 'en' : option === 'zhSimple' ? 'zh-CN' : 'zh-HK'}>
            {NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
