import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n';

// The menu's code (dialog, QR code) loads when the visitor first opens it.
const SideMenuDialog = lazy(async () => ({ default: (await import('./SideMenuDialog')).SideMenuDialog }));

/** The top bar's menu button and, once it has been opened, the slide-out side menu. */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="topbar__icon"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        ☰
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SideMenuDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
