import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/ui';
import { CONTENT_NAMESPACE } from '../i18n/translations';
import type { RemoteData } from '../hooks/use-remote-data';
import { EmptyNote } from './EmptyNote';
import * as styles from './components.module.css';

interface DataPartProps<T> {
  data: RemoteData<T>;
  /** The part itself, once its data is there (an empty list never gets here: the part says it is empty). */
  children: (data: T) => ReactNode;
  /** Shown instead of the error when the server says the thing does not exist (404): an unknown id. */
  notFound?: ReactNode;
}

/**
 * The states every data part goes through: loading, then its content (or "nothing here yet" for an empty list),
 * an error or a timeout, both with retry.
 */
export function DataPart<T>({ data, children, notFound }: DataPartProps<T>) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  switch (data.status) {
    case 'success':
      return Array.isArray(data.data) && data.data.length === 0 ? <EmptyNote /> : children(data.data);
    case 'loading':
      return (
        <p className={styles.loading} role="status">
          {t('part.loading')}
        </p>
      );
    case 'timeout':
      return <Problem text={translateMessage('partTimeout')} onRetry={data.retry} />;
    case 'error':
      if (notFound && data.error instanceof ApiError && data.error.status === 404) {
        return <PartAlert>{notFound}</PartAlert>;
      }
      return <Problem text={problemText(data.error) ?? t('part.error')} onRetry={data.retry} />;
  }
}

/** A part that has nothing to show, and says why. */
export function PartAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.problem} role="alert">
      {children}
    </div>
  );
}

function Problem({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <PartAlert>
      <p>{text}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {translateMessage('retry')}
      </button>
    </PartAlert>
  );
}

/** What went wrong in the user's words: the server's own message (already in their language), or ours. */
function problemText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.kind) {
    case 'failure':
      return error.message || null;
    case 'timeout':
      return translateMessage('timeout');
    case 'network':
    case 'http':
      return translateMessage('networkError');
    default:
      return null;
  }
}
