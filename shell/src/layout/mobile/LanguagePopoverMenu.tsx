import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { LANGUAGES, useLanguageStore, useTranslation } from '@portal/shared/i18n';

/** The mobile language choice: a small popover of the three languages, opened at once when first loaded. */
export function LanguagePopoverMenu() {
  const { t } = useTranslation('shell');
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const [open, setOpen] = useState(true);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="topbar__icon" aria-label={`${t(`language.short.${language}`)} ${t('language.label')}`}>
        {t(`language.short.${language}`)}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="popover" sideOffset={6} align="end">
          <ul className="popover__list" aria-label={t('language.label')}>
            {LANGUAGES.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  className="popover__option"
                  aria-pressed={option === language}
                  onClick={() => {
                    setLanguage(option);
                    setOpen(false);
                  }}
                >
                  {t(`language.${option}`)}
                </button>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
