import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import type { MediaAlt, MediaItem } from '@portal/contracts/admin-media';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '@portal/contracts/media-rules';
import { failureText, useCheckedForm } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatBytes } from '../../lib/format';
import { altProblem, emptyAlt } from './alt-checks';
import { AltFields } from './AltFields';
import { uploadMedia } from './api';
import * as styles from './media.module.css';

type Sending = { state: 'idle' } | { state: 'sending'; percent: number } | { state: 'done' } | { state: 'refused'; text: string };

/**
 * An image chosen with the file input or dropped on its zone, and its three alt texts: checked here as the server
 * checks them (every alt text; the size), then sent with the bytes' progress. The server judges the file by its content
 * and its refusal is shown in its words.
 */
export function UploadForm({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const preview = usePreview(file);
  const limit = formatBytes(MEDIA_MAX_BYTES, language);
  const form = useCheckedForm<{ alt: MediaAlt }>({ defaultValues: { alt: emptyAlt() }, problemOf: (values) => altProblem(values, t) });

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setFileError(null);
    setSending({ state: 'idle' });
  };
  const fileProblem = (): string | null => {
    if (!file) return t('media.chooseFirst');
    if (file.size > MEDIA_MAX_BYTES) return t('media.fileTooLarge', { limit });
    return null;
  };

  const send = async (values: { alt: MediaAlt }) => {
    const problem = fileProblem();
    if (problem || !file) {
      setFileError(problem);
      input.current?.focus();
      return;
    }
    setSending({ state: 'sending', percent: 0 });
    try {
      const item = await uploadMedia(file, values.alt, (percent) => setSending({ state: 'sending', percent }));
      setSending({ state: 'done' });
      setFile(null);
      if (input.current) input.current.value = '';
      form.reset({ alt: emptyAlt() });
      onUploaded(item);
    } catch (failure) {
      setSending({ state: 'refused', text: failureText(failure, t('media.uploadFailed')) ?? t('media.uploadFailed') });
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (sending.state !== 'sending') choose(event.dataTransfer.files[0]);
  };
  const busy = sending.state === 'sending';
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('media.upload')}</h2>
      <form className={admin.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={busy}>
        <p className={admin.hint}>{t('media.uploadHint', { limit })}</p>
        <div
          className={styles.drop}
          data-over={over}
          data-invalid={fileError ? true : undefined}
          data-testid="media-drop"
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={MEDIA_ACCEPT.join(',')}
            className={styles.fileInput}
            disabled={busy}
            aria-describedby={`${id}-chosen${fileError ? ` ${id}-file-error` : ''}`}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <label htmlFor={`${id}-file`} className={styles.fileButton}>
            {t('media.chooseImage')}
          </label>
          <span>{t('media.dropHere')}</span>
          {preview && <img src={preview} alt="" className={styles.preview} />}
          <span id={`${id}-chosen`} className={styles.chosen}>
            {file ? t('media.chosen', { name: file.name, size: formatBytes(file.size, language) }) : t('media.noFile')}
          </span>
        </div>
        {fileError && (
          <p id={`${id}-file-error`} className={admin.error}>
            {fileError}
          </p>
        )}
        <AltFields form={form} disabled={busy} />
        {sending.state === 'refused' && (
          <p role="alert" className={admin.notice}>
            {sending.text}
          </p>
        )}
        <div className={admin.row}>
          <button type="submit" className={admin.button} disabled={busy}>
            {t('media.send')}
          </button>
          {busy && (
            <>
              <progress max={100} value={sending.percent} aria-labelledby={`${id}-progress`} className={styles.progress} />
              <span id={`${id}-progress`}>{t('media.uploading', { percent: sending.percent })}</span>
            </>
          )}
          <span role="status" className={styles.saved}>
            {sending.state === 'done' ? t('media.uploaded') : ''}
          </span>
        </div>
      </form>
    </section>
  );
}

/** A local address of the chosen file to show it before it is sent (none in tests' jsdom, which lacks the API). */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
