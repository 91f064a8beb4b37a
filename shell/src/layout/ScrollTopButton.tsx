import { useEffect, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n';

/** §9: the scroll-to-top button appears once the page is scrolled past 300 px. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

export function ScrollTopButton() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
