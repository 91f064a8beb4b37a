import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { useAuthStore } from '@portal/shared/auth';
import { notify, translateMessage } from '@portal/shared/ui';
import { tusOptions } from './tus-options';
import { isNetworkError, refusalOf, uploadIdOf } from './tus-policy';
import { createRateMeter, type RateMeter } from './upload-rate';

export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'waitingNetwork' | 'success' | 'failed';

/** What the page shows of the upload. */
export interface UploadView {
  /** The works step it is for. */
  step: string | null;
  fileName: string;
  phase: UploadPhase;
  sent: number;
  total: number;
  /** Bytes per second over the last few seconds; null until measured. */
  speed: number | null;
  /** The server's refusal (or "upload failed"), when the phase is 'failed'. */
  message: string | null;
}

export type UploadOutcome = { kind: 'done'; id: string } | { kind: 'failed'; message: string } | { kind: 'cancelled' };

interface Running {
  upload: Upload;
  meter: RateMeter;
  settle: (outcome: UploadOutcome) => void;
}

const IDLE: UploadView = { step: null, fileName: '', phase: 'idle', sent: 0, total: 0, speed: null, message: null };

/** The newest unfinished upload of this file for this step that the browser remembers (tus's fingerprint). */
async function resumePrevious(upload: Upload, step: string): Promise<void> {
  const previous = (await upload.findPreviousUploads())
    .filter((candidate) => candidate.metadata.step === step)
    .sort((a, b) => b.creationTime.localeCompare(a.creationTime));
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
}

/**
 * One work upload at a time over tus: start (resuming what the server already has of the same file), pause,
 * resume, cancel. A network drop is waited out — tus retries, the browser's `online` restarts it — and a
 * refusal ends it with the server's message. `start` resolves when the upload is done, refused or cancelled.
 */
export function useTusUpload() {
  const [view, setView] = useState<UploadView>(IDLE);
  const running = useRef<Running | null>(null);
  // The listeners of `online`/`offline` read the phase now, not the one of their render.
  const phase = useRef<UploadPhase>('idle');
  const update = useCallback((patch: Partial<UploadView>) => {
    if (patch.phase) phase.current = patch.phase;
    setView((current) => ({ ...current, ...patch }));
  }, []);

  const finish = useCallback((outcome: UploadOutcome) => {
    running.current?.settle(outcome);
    running.current = null;
  }, []);

  const start = useCallback(
    async (file: File, step: string): Promise<UploadOutcome> => {
      if (running.current) {
        void running.current.upload.abort();
        finish({ kind: 'cancelled' });
      }
      const meter = createRateMeter();
      phase.current = 'uploading';
      setView({ ...IDLE, step, fileName: file.name, phase: 'uploading', total: file.size });
      const upload: Upload = new Upload(
        file,
        tusOptions(file, step, {
          onProgress: (sent, total) => {
            meter.add(Date.now(), sent);
            update({ phase: 'uploading', sent, total, speed: meter.speed() });
          },
          onAfterResponse: () => {
            if (phase.current === 'waitingNetwork') update({ phase: 'uploading' });
          },
          onRetry: (error) => {
            if (isNetworkError(error)) update({ phase: 'waitingNetwork', speed: null });
          },
          onSuccess: () => {
            update({ phase: 'success', sent: file.size, speed: null });
            finish({ kind: 'done', id: uploadIdOf(upload.url ?? '') });
          },
          onError: (error) => {
            if (isNetworkError(error)) {
              // No answer and no retry left: wait for the network (`online`, or the team's resume).
              update({ phase: 'waitingNetwork', speed: null });
              return;
            }
            const { status, message } = refusalOf(error);
            const text = message ?? translateMessage('uploadFailed');
            if (status === 401) useAuthStore.getState().endSession('rejected');
            notify('error', text);
            update({ phase: 'failed', speed: null, message: text });
            finish({ kind: 'failed', message: text });
          },
        }),
      );
      const outcome = new Promise<UploadOutcome>((settle) => {
        running.current = { upload, meter, settle };
      });
      await resumePrevious(upload, step);
      // Cancelled (or replaced) while the browser looked for a previous upload: nothing to start.
      if (running.current?.upload === upload) upload.start();
      return outcome;
    },
    [finish, update],
  );

  const pause = useCallback(() => {
    if (!running.current || (phase.current !== 'uploading' && phase.current !== 'waitingNetwork')) return;
    void running.current.upload.abort();
    update({ phase: 'paused', speed: null });
  }, [update]);

  const resume = useCallback(() => {
    if (!running.current || (phase.current !== 'paused' && phase.current !== 'waitingNetwork')) return;
    running.current.meter.reset();
    update({ phase: 'uploading' });
    // start() asks the server for its offset (HEAD) and sends only the rest.
    running.current.upload.start();
  }, [update]);

  const cancel = useCallback(() => {
    const current = running.current;
    if (!current) return;
    // Terminating deletes what the server holds and forgets the fingerprint; a server without termination
    // keeps it until it expires, which harms nobody.
    current.upload.abort(true).catch(() => undefined);
    finish({ kind: 'cancelled' });
    phase.current = 'idle';
    setView(IDLE);
  }, [finish]);

  const reset = useCallback(() => {
    if (running.current) return;
    phase.current = 'idle';
    setView(IDLE);
  }, []);

  useEffect(() => {
    // A browser keeps a request open for long after the network went: stop it now, and go on when it is back.
    const offline = () => {
      if (!running.current || phase.current !== 'uploading') return;
      void running.current.upload.abort();
      update({ phase: 'waitingNetwork', speed: null });
    };
    const online = () => {
      if (phase.current === 'waitingNetwork') resume();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [resume, update]);

  // Leaving the page stops the upload without deleting it: picking the same file later resumes it.
  useEffect(() => () => void running.current?.upload.abort(), []);

  return { view, start, pause, resume, cancel, reset };
}

export type TusUpload = ReturnType<typeof useTusUpload>;
