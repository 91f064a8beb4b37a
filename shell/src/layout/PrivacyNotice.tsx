import { HTML_LANG, useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { useSeason } from '@portal/shared/season';

/** The contest's days are Hong Kong days wherever the visitor is. */
const TIME_ZONE = 'Asia/Hong_Kong';

/**
 * SPEC §9, said to everyone: what personal data the contest keeps and that it is destroyed within three months after
 * the results, by the season's own day when the server has told it (GET /api/season's personalDataUntil).
 */
export function PrivacyNotice({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const language = useLanguageStore((state) => state.language);
  const day = useSeason()?.personalDataUntil;
  if (!day) return <p className={className}>{t('footer.privacy')}</p>;
  const date = new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(`${day}T00:00:00+08:00`));
  return (
    <p className={className}>
      {t('footer.privacyBy', { date })}
    </p>
  );
}
