import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="footer">
      <p>{t('footer.organizer')}</p>
      <p className="footer__small">{t('footer.disclaimer')}</p>
    </footer>
  );
}
