import { useState } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { Finalist } from '@portal/shared/contracts';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';
import { FilmCard } from './FilmCard';
import { FilmPlayer, type PlayableFilm } from './FilmPlayer';

interface FilmListProps {
  films: readonly Finalist[];
  /** The chosen film's id; null before a choice. */
  chosen: number | null;
  /** Without it the list is read-only (outside the voting window: no vote is offered). */
  onChoose?: (id: number) => void;
}

/** The finalist films as poster cards, each a radio when voting is open; one player for the film being watched. */
export function FilmList({ films, chosen, onChoose }: FilmListProps) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const [playing, setPlaying] = useState<PlayableFilm | null>(null);
  return (
    <section aria-labelledby="voting-films">
      <h2 id="voting-films" className={styles.sectionTitle}>
        {t('voting.films')}
      </h2>
      <p className={styles.muted}>{t('voting.order')}</p>
      <ul className={styles.films} aria-label={t('voting.films')} data-testid="films">
        {films.map((film, index) => (
          <FilmCard key={film.id} film={film} index={index} choice={onChoose && { checked: chosen === film.id, onChoose }} onWatch={setPlaying} />
        ))}
      </ul>
      {/* Outside every card's label: nothing done in the player can change the choice. */}
      {playing && <FilmPlayer film={playing} onClose={() => setPlaying(null)} />}
    </section>
  );
}
