import { useState } from 'react';
import type { RemoteRelease } from '@portal/contracts/admin-releases';
import { failureText } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { confirm, type ConfirmRequest } from '@portal/shared/ui';
import { ADMIN_NAMESPACE } from '../../i18n/translations';

export interface ReleaseChange {
  /** The server's refusal of the last try, in its words (the same as `pnpm release`'s). */
  refusal: string | null;
  /** What the last change did, once it did. */
  done: string | null;
  /** Asks the question; only a confirm sends the change, whose answer (the remote's row) goes to `onChanged`. */
  run: (question: ConfirmRequest, send: () => Promise<RemoteRelease>, doneText: string) => Promise<void>;
}

/** A release change: confirmed in a dialog first, then sent (the staff client asks for the second factor again if stale). */
export function useReleaseChange(onChanged: (next: RemoteRelease) => void): ReleaseChange {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run: ReleaseChange['run'] = async (question, send, doneText) => {
    const confirmed = await confirm({ cancelLabel: t('results.cancel'), ...question });
    if (!confirmed) return;
    setRefusal(null);
    setDone(null);
    try {
      onChanged(await send());
      setDone(doneText);
    } catch (failure) {
      setRefusal(failureText(failure, t('releases.failed')));
    }
  };
  return { refusal, done, run };
}

/** `2024-02-10T10:00` typed in a datetime-local box, as the Hong Kong instant the server takes. */
export function hongKongInstant(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}+08:00`;
}
