import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as styles from '../../../components/competition.module.css';
import { UploadProgress } from '../../../components/UploadProgress';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { formatBytes, formatClock } from '../../../lib/format';
import { secondsLeft } from '../upload-rate';
import type { TusUpload } from '../use-tus-upload';

/**
 * The upload as it goes (§3: uploading, then success or failed; also paused and waiting for the network): the
 * bar, bytes, speed and time left, the server's refusal, and pause, resume and cancel. Only the status line is a
 * live region: the numbers change too often to be read out.
 */
export function UploadPanel({ upload }: { upload: TusUpload }) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const { view } = upload;
  const percent = view.total ? Math.floor((view.sent / view.total) * 100) : 0;
  const left = view.phase === 'uploading' ? secondsLeft(view.sent, view.total, view.speed) : null;
  const active = view.phase === 'uploading' || view.phase === 'paused' || view.phase === 'waitingNetwork';
  const bytes = (value: number) => formatBytes(value, language);
  return (
    <div className={styles.uploadPanel}>
      <p className={styles.uploadPhase} role="status">
        {t(`works.upload.${view.phase}`)}
      </p>
      <UploadProgress label={t('works.upload.progress', { name: view.fileName })} percent={percent} />
      <p className={styles.uploadStats}>
        {t('works.upload.sent', { sent: bytes(view.sent), total: bytes(view.total) })}
        {view.speed !== null && view.phase === 'uploading' && <> · {t('works.upload.speed', { speed: bytes(view.speed) })}</>}
        {left !== null && <> · {t('works.upload.left', { time: formatClock(left) })}</>}
      </p>
      {view.message && (
        <p className={styles.error} role="alert">
          {view.message}
        </p>
      )}
      {active && (
        <div className={styles.actions}>
          {view.phase === 'uploading' ? (
            <button type="button" className={styles.secondary} onClick={upload.pause}>
              {t('works.upload.pause')}
            </button>
          ) : (
            <button type="button" className={styles.secondary} onClick={upload.resume}>
              {t('works.upload.resume')}
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={upload.cancel}>
            {t('works.upload.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
