import { toast } from 'sonner';
import { i18n, registerTranslations } from '@portal/shared/i18n';
import { MESSAGES_NAMESPACE, messageTranslations, type MessageKey } from './messages';

// Here rather than in index.ts: the package is side-effect free, so only a module whose exports are used runs.
registerTranslations(MESSAGES_NAMESPACE, messageTranslations);

export type NoticeKind = 'success' | 'error' | 'warning' | 'info';

/**
 * The one way any app shows a message (§8). Text from the server is already in the user's language; a
 * message of our own is given by its key and translated at the moment it shows.
 */
export function notify(kind: NoticeKind, text: string): void {
  toast[kind](text);
}

export function notifyMessage(kind: NoticeKind, key: MessageKey, values?: Record<string, unknown>): void {
  notify(kind, translateMessage(key, values));
}

export function translateMessage(key: MessageKey, values?: Record<string, unknown>): string {
  return i18n.t(key, { ns: MESSAGES_NAMESPACE, ...values });
}

/** Removes every message on screen (a test between cases, or a page that starts over). */
export function dismissNotices(): void {
  toast.dismiss();
}
