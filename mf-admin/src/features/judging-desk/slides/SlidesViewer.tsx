import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../../components/admin.module.css';
import { Loading } from '../../../components/Loading';
import { ADMIN_NAMESPACE } from '../../../i18n/translations';
import { DeckView } from './DeckView';
import { useDeck } from './use-deck';

// Why a deck is not drawn; the download link under the figure is the way to it then.
const NOT_SHOWN = { legacy: 'desk.slidesLegacy', tooLarge: 'desk.slidesTooLarge', failed: 'desk.slidesFailed' } as const;

/**
 * A PPTX deck read in the browser and shown slide by slide, each slide an inert SVG image (slide-svg.ts says why).
 * Tablets have no presentation program in the browser; the download link stays under the figure.
 */
export default function SlidesViewer({ url, name, size }: { url: string; name: string; size: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const deck = useDeck(url, size);
  if (deck.status === 'loading') return <Loading />;
  if (deck.status !== 'ready') return <p className={admin.hint}>{t(NOT_SHOWN[deck.status])}</p>;
  // Keyed by the file: another entry's deck starts at its first slide.
  return <DeckView key={url} slides={deck.slides} name={name} />;
}
