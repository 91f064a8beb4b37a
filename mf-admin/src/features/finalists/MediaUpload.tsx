import { useId, useRef, useState, type FormEvent } from 'react';
import type { AdminFinalist, FinalistMediaPart } from '@portal/contracts/admin-results';
import { failureText } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { FilePicker } from '../../components/file-picker/FilePicker';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { uploadMedia } from './api';
import { localized } from './localized';
import * as styles from './finalists.module.css';

// What the file pickers offer; the server judges each file by its bytes whatever its name or type says.
const ACCEPT: Record<FinalistMediaPart, string> = { poster: 'image/jpeg,image/png,image/webp', video: 'video/mp4' };

type Upload = { state: 'idle' } | { state: 'sending'; percent: number } | { state: 'done' } | { state: 'refused'; text: string };

/**
 * The finalist's public poster and film: what is published now, and new files sent together (one bad file and the
 * server changes nothing), with the bytes' progress and the server's refusal in its words.
 */
export function MediaUpload({ finalist, onUploaded }: { finalist: AdminFinalist; onUploaded: (next: AdminFinalist) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [missing, setMissing] = useState(false);
  // A new round of pickers after each upload: they show no file chosen again.
  const [round, setRound] = useState(0);
  const inputs = { poster: useRef<HTMLInputElement>(null), video: useRef<HTMLInputElement>(null) };
  const language = useLanguageStore((state) => state.language);
  const team = localized(finalist.teamName, language);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const files = { poster: inputs.poster.current?.files?.[0], video: inputs.video.current?.files?.[0] };
    if (!files.poster && !files.video) {
      setMissing(true);
      inputs.poster.current?.focus();
      return;
    }
    setMissing(false);
    setUpload({ state: 'sending', percent: 0 });
    try {
      const next = await uploadMedia(finalist.id, files, (percent) => setUpload({ state: 'sending', percent }));
      setRound((n) => n + 1);
      setUpload({ state: 'done' });
      onUploaded(next);
    } catch (failure) {
      setUpload({ state: 'refused', text: failureText(failure, t('finalists.uploadFailed')) ?? t('finalists.uploadFailed') });
    }
  };

  const sending = upload.state === 'sending';
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('finalists.media')}</h2>
      <div className={styles.current}>
        <figure className={styles.figure}>
          <figcaption>{t('finalists.posterNow')}</figcaption>
          {finalist.poster ? <img src={finalist.poster} alt={t('finalists.posterOf', { team })} className={styles.poster} /> : <p className={admin.muted}>{t('finalists.none')}</p>}
        </figure>
        <figure className={styles.figure}>
          <figcaption>{t('finalists.videoNow')}</figcaption>
          {finalist.video ? (
            <video src={finalist.video} controls preload="none" poster={finalist.poster ?? undefined} className={styles.video} aria-label={t('finalists.videoOf', { team })} />
          ) : (
            <p className={admin.muted}>{t('finalists.none')}</p>
          )}
        </figure>
      </div>
      <form className={admin.form} onSubmit={(event) => void send(event)} noValidate aria-busy={sending}>
        <p className={admin.hint}>{t('finalists.mediaHint')}</p>
        <div className={styles.files}>
          {(['poster', 'video'] as const).map((part) => (
            <FilePicker
              key={`${part}-${round}`}
              ref={inputs[part]}
              label={t(`finalists.${part}File`)}
              accept={ACCEPT[part]}
              disabled={sending}
              error={missing && part === 'poster' ? t('finalists.chooseFile') : null}
            />
          ))}
        </div>
        <div className={admin.row}>
          <button type="submit" className={admin.button} disabled={sending}>
            {t('finalists.upload')}
          </button>
          {sending && (
            <>
              <progress max={100} value={upload.percent} aria-labelledby={`${id}-progress`} className={styles.progress} />
              <span id={`${id}-progress`}>{t('finalists.uploading', { percent: upload.percent })}</span>
            </>
          )}
          <span role="status">{upload.state === 'done' ? t('finalists.uploaded') : ''}</span>
        </div>
        {upload.state === 'refused' && (
          <p role="alert" className={admin.notice}>
            {upload.text}
          </p>
        )}
      </form>
    </section>
  );
}
