import { lazy, Suspense, useState } from 'react';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';

// The popover's positioning code loads with the first tap on the language button.
const LanguagePopoverMenu = lazy(async () => ({ default: (await import('./LanguagePopoverMenu')).LanguagePopoverMenu }));

export function LanguagePopover() {
  const { t } = useTranslation('shell');
  const language = useLanguageStore((state) => state.language);
  const [wanted, setWanted] = useState(false);
  const button = (
    <button type="button" className="topbar__icon" aria-label={`${t(`language.short.${language}`)} ${t('language.label')}`} onClick={() => setWanted(true)}>
      {t(`language.short.${language}`)}
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguagePopoverMenu />
    </Suspense>
  );
}
