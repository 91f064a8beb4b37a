import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { ApiError, isCancelledRequest, uploadFiles } from '@portal/shared/api';
import { UPLOAD_TYPE } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/ui';
import { controlProps, FieldFrame } from '../../../components/Field';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { warnText } from '../../../lib/errors';
import { IMAGE_LIMIT, imageRefusal } from '../image-check';
import { UploadProgress } from '../../../components/UploadProgress';

interface IdImageFieldProps {
  id: string;
  label: string;
  /** The image's address once uploaded (or as stored), '' when there is none yet. */
  uri: string;
  /** The form's check for this field. */
  error: string | null;
  onUploaded: (uri: string) => void;
  onBusy: (busy: boolean) => void;
}

function uploadFailure(error: unknown): string {
  return error instanceof ApiError && error.kind === 'failure' && error.message ? error.message : translateMessage('uploadFailed');
}

/**
 * A student ID card image: picked, checked (an image, ≤ 50 MB), uploaded at once with its progress, and shown. The
 * preview is the picked file itself; a stored image is shown from its address (the owner's cookie goes with it).
 */
export function IdImageField({ id, label, uri, error, onUploaded, onBusy }: IdImageFieldProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);

  // Removing the member (or leaving the page) stops the upload; a replaced preview frees its memory.
  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // so that the same file can be picked again after a failure
    if (!file) return;
    const refusal = imageRefusal(file);
    if (refusal) {
      setProblem(warnText(refusal));
      return;
    }
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusy(true);
    try {
      const result = await uploadFiles(file, UPLOAD_TYPE.image, { onProgress: setProgress, signal: controller.signal });
      onUploaded(result.uri);
    } catch (failure) {
      if (isCancelledRequest(failure)) return;
      // The client has shown the server's message (or "upload failed"); the field keeps the image it had.
      setPreview(null);
      setProblem(uploadFailure(failure));
    } finally {
      if (upload.current === controller) {
        upload.current = null;
        setProgress(null);
        onBusy(false);
      }
    }
  }

  const shown = preview ?? (uri || null);
  const message = problem ?? error;
  const hint = t('upload.hint', { limit: IMAGE_LIMIT.label });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={message}>
      <input
        {...controlProps({ id, hint, error: message })}
        type="file"
        accept="image/*"
        className={styles.file}
        onChange={(event) => void pick(event)}
      />
      {progress !== null && <UploadProgress label={t('upload.progress', { label })} percent={progress} />}
      {shown && (
        <img src={shown} alt={t('upload.preview', { label })} className={styles.thumb} width={160} height={100} />
      )}
    </FieldFrame>
  );
}
