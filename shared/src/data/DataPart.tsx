import type { ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { ApiError } from '@portal/shared/api';
import { MESSAGES_NAMESPACE, translateMessage } from '@portal/shared/ui';
import type { RemoteData } from './use-remote-data';

/**
 * Class names from the remote's own stylesheet: @portal/shared ships no CSS, and a part should look like the
 * page it stands in (each remote has its own loading line, problem box and secondary button).
 */
export interface PartLook {
  /** The "loading" line. */
  loading?: string;
  /** The box around an error, a timeout or a not-found. */
  problem?: string;
  /** The retry button. */
  retry?: string;
}

export interface DataPartProps<T> {
  data: RemoteData<T>;
  /** The part itself, once its data is there. */
  children: (data: T) => ReactNode;
  /** Shown instead of the error when the server says the thing does not exist (404): an unknown id. */
  notFound?: ReactNode;
  /** Shown instead of `children` when the data is an empty list; without it, `children` gets the empty list. */
  empty?: ReactNode;
  look?: PartLook;
}

/**
 * The states every data part goes through: loading, then its content (or `empty` for an empty list), an error
 * or a timeout, both with retry, or `notFound`.
 */
export function DataPart<T>({ data, children, notFound, empty, look = {} }: DataPartProps<T>) {
  // Subscribed to the language like every other text: the words must not rely on the data reloading on a switch.
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  switch (data.status) {
    case 'success':
      return empty !== undefined && Array.isArray(data.data) && data.data.length === 0 ? empty : children(data.data);
    case 'loading':
      return (
        <p className={look.loading} role="status">
          {t('partLoading')}
        </p>
      );
    case 'timeout':
      return <Problem text={t('partTimeout')} retryLabel={t('retry')} onRetry={data.retry} look={look} />;
    case 'error':
      if (notFound && data.error instanceof ApiError && data.error.status === 404) {
        return <PartAlert look={look}>{notFound}</PartAlert>;
      }
      return (
        <Problem
          text={problemText(data.error) ?? t('partFailed')}
          retryLabel={t('retry')}
          onRetry={data.retry}
          look={look}
        />
      );
  }
}

/** A part that has nothing to show, and says why. */
export function PartAlert({ children, look = {} }: { children: ReactNode; look?: PartLook }) {
  return (
    <div className={look.problem} role="alert">
      {children}
    </div>
  );
}

interface ProblemProps {
  text: string;
  retryLabel: string;
  onRetry: () => void;
  look: PartLook;
}

function Problem({ text, retryLabel, onRetry, look }: ProblemProps) {
  return (
    <PartAlert look={look}>
      <p>{text}</p>
      <button type="button" className={look.retry} onClick={onRetry}>
        {retryLabel}
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
