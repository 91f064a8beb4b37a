import { useId } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { Finalist } from '@portal/shared/contracts';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';
import type { PlayableFilm } from './FilmPlayer';

interface FilmCardProps {
  film: Finalist;
  /** While voting is open: the card is a radio, checked when it is the choice. */
  choice?: { checked: boolean; onChoose: (id: number) => void };
  onWatch: (film: PlayableFilm) => void;
  /** The card's place in the list: the first posters are in the first screen. */
  index: number;
}

/** The intrinsic size of the poster frame (the film's 16:9): the browser reserves it before the image loads. */
const POSTER_WIDTH = 640;
const POSTER_HEIGHT = 360;
/**
 * The posters of the first screen (the desktop grid's first row; the phone's first card and the next) are fetched at
 * once, the first with high priority: it is the page's largest image. Lazy, they waited for layout and their load
 * put the vote page's LCP 0.3 s later (issue 13). The others load when near.
 */
const EAGER_POSTERS = 3;

/**
 * One film: its poster, title, school and team, all inside the radio's label, so the whole card is the tap
 * target; the watch button stays outside the label, so that watching never changes the choice.
 */
export function FilmCard({ film, choice, onWatch, index }: FilmCardProps) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const titleId = useId();
  const metaId = useId();
  const { video } = film;
  const body = (
    <>
      {film.poster ? (
        <img
          className={styles.poster}
          src={film.poster}
          alt={film.workTitle}
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          {...(index < EAGER_POSTERS ? { fetchPriority: index === 0 ? 'high' : 'auto' } : { loading: 'lazy', decoding: 'async' })}
        />
      ) : (
        // No poster configured: a neutral frame keeps the cards aligned.
        <span className={styles.poster} aria-hidden="true" />
      )}
      <span className={styles.filmText}>
        {choice && (
          // Named by the title alone and described by school and team: the poster's alt would say the title twice.
          <input
            type="radio"
            name="film"
            value={film.id}
            checked={choice.checked}
            onChange={() => choice.onChoose(film.id)}
            aria-labelledby={titleId}
            aria-describedby={metaId}
          />
        )}
        <span className={styles.filmWords}>
          <span id={titleId} className={styles.filmTitle}>
            {film.workTitle}
          </span>
          <span id={metaId}>
            <span className={styles.filmMeta}>{film.school}</span>
            <span className={styles.filmMeta}>{t('voting.team', { team: film.teamName })}</span>
          </span>
        </span>
      </span>
    </>
  );
  return (
    <li className={styles.film}>
      {choice ? <label className={styles.choice}>{body}</label> : <div className={styles.choice}>{body}</div>}
      {video && (
        <button type="button" className={styles.watch} aria-label={t('voting.watchFilm', { title: film.workTitle })} onClick={() => onWatch({ ...film, video })}>
          <span aria-hidden="true">▶ </span>
          {t('voting.watch')}
        </button>
      )}
    </li>
  );
}
