import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { Finalist } from '@portal/shared/contracts';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';

/** A finalist whose film file is configured. */
export type PlayableFilm = Finalist & { video: string };

/**
 * The film in a modal dialog: the browser's own <dialog> (focus kept inside, Esc closes, focus back on the watch
 * button) and <video> controls (keyboard, captions menu, full screen). Nothing loads until the visitor presses play.
 */
export function FilmPlayer({ film, onClose }: { film: PlayableFilm; onClose: () => void }) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    // Open once; leaving the page removes the dialog, and the browser takes it out of the top layer with it.
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  return (
    // Esc and the close button both end in the dialog's `close` event.
    <dialog ref={dialog} className={styles.player} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.playerHead}>
        <h3 id={titleId} className={styles.playerTitle}>
          {film.workTitle}
        </h3>
        <button type="button" className={styles.closePlayer} onClick={() => dialog.current?.close()}>
          {t('voting.closePlayer')}
        </button>
      </div>
      <video className={styles.video} src={film.video} poster={film.poster ?? undefined} controls preload="none" playsInline />
    </dialog>
  );
}
