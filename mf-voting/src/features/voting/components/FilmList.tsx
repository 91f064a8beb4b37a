import { useTranslation } from 'react-i18next';
import type { Finalist } from '@portal/shared/contracts';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';

interface FilmListProps {
  films: readonly Finalist[];
  /** The chosen film's id; null before a choice. */
  chosen: number | null;
  /** Without it the list is read-only (outside the voting window: no vote is offered). */
  onChoose?: (id: number) => void;
}

/** The finalist films, each a radio card when voting is open (the card is the 44 px+ tap target). */
export function FilmList({ films, chosen, onChoose }: FilmListProps) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const cards = films.map((film) => {
    const body = (
      <>
        {/* The finalist data carries no poster yet: a neutral frame keeps the cards aligned. */}
        <span className={styles.poster} aria-hidden="true" />
        <span>
          <span className={styles.filmTitle}>{film.workTitle}</span>
          <span className={styles.filmMeta}>{film.school}</span>
          <span className={styles.filmMeta}>{t('voting.team', { team: film.teamName })}</span>
        </span>
      </>
    );
    return (
      <li key={film.id}>
        {onChoose ? (
          <label className={styles.film}>
            <input type="radio" name="film" value={film.id} checked={chosen === film.id} onChange={() => onChoose(film.id)} />
            {body}
          </label>
        ) : (
          <div className={styles.film}>{body}</div>
        )}
      </li>
    );
  });
  return (
    <section aria-labelledby="voting-films">
      <h2 id="voting-films" className={styles.sectionTitle}>
        {t('voting.films')}
      </h2>
      <p className={styles.muted}>{t('voting.order')}</p>
      <ul className={styles.films} aria-label={t('voting.films')} data-testid="films">
        {cards}
      </ul>
    </section>
  );
}
