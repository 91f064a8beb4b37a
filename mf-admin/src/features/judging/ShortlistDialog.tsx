import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { RoundRanking } from '@portal/contracts/admin-judging-rounds';
import { failureText } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { entryLabel } from './entry-label';
import * as styles from './judging.module.css';

/**
 * Applying a screening's shortlist from the ranking reviewed (its digest): the dialog is the confirmation. With a tie
 * across the cut the organizer ticks exactly as many of the tied entries as there are places left, and the whole
 * shortlist is sent (`entries`: the entries above the tie and the ticked ones, by number, as the ranking and the
 * command line name them); the server refuses a ranking that changed since.
 */
export function ShortlistDialog({ ranking, send, onClose }: { ranking: RoundRanking; send: (entries: number[] | undefined) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const tied = new Set(ranking.tieAtCut);
  const size = ranking.shortlist ?? 0;
  const above = ranking.rows.filter((row) => row.inShortlist && !tied.has(row.number)).map((row) => row.number);
  const sure = above.length;
  const places = Math.max(0, size - sure);
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const tiedRows = ranking.rows.filter((row) => tied.has(row.number));

  const toggle = (number: number, on: boolean) => setChosen((before) => (on ? [...before, number] : before.filter((one) => one !== number)));

  const submit = async () => {
    if (tied.size > 0 && chosen.length !== places) {
      setProblem(t('judging.tieChooseExactly', { places }));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      // In the ranking's order, whatever order they were ticked in.
      await send(tied.size > 0 ? ranking.rows.map((row) => row.number).filter((number) => above.includes(number) || chosen.includes(number)) : undefined);
      onClose();
    } catch (failure) {
      setProblem(failureText(failure, t('judging.shortlistFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={`${id}-about`}>
          <Dialog.Title className={styles.dialogTitle}>{t('judging.shortlistTitle')}</Dialog.Title>
          <div id={`${id}-about`}>
            <p className={styles.dialogText}>{t('judging.shortlistAbout', { size })}</p>
            <p className={styles.dialogText}>
              {t('judging.shortlistDigest')} <span className={styles.hash}>{ranking.digest}</span>
            </p>
            {tied.size > 0 && <p className={styles.dialogText}>{t('judging.tieAbout', { sure, places })}</p>}
          </div>
          {tied.size > 0 && (
            <fieldset className={styles.ties} aria-describedby={problem ? `${id}-problem` : undefined}>
              <legend>{t('judging.tieLegend', { places })}</legend>
              {tiedRows.map((row) => (
                <label key={row.entryId} className={styles.tie}>
                  <input type="checkbox" checked={chosen.includes(row.number)} onChange={(event) => toggle(row.number, event.target.checked)} />
                  {entryLabel(t, row)} ({row.jury.toFixed(2)})
                </label>
              ))}
            </fieldset>
          )}
          {problem && (
            <p id={`${id}-problem`} role="alert" className={admin.error}>
              {problem}
            </p>
          )}
          <div className={styles.dialogActions}>
            <Dialog.Close asChild>
              <button type="button" className={admin.secondary}>
                {t('judging.cancel')}
              </button>
            </Dialog.Close>
            <button type="button" className={admin.button} disabled={sending} onClick={() => void submit()}>
              {t('judging.applyShortlist')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
