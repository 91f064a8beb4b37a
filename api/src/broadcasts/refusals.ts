import { AppError } from '../lib/app-error.js';
import { LANGUAGE_NAME_KEYS } from '../i18n/language-names.js';
import type { BroadcastRefusal } from './send.js';

// A broadcast's refusals as the back office and the command line answer them, in the caller's language.

export function broadcastError(refusal: BroadcastRefusal): AppError {
  switch (refusal.reason) {
    case 'invalid':
      return new AppError(400, 'broadcastInvalid', { detail: 'broadcast body does not match the contract' });
    case 'blank':
      return new AppError(400, 'broadcastBlank', {
        detail: `blank ${refusal.field} in ${refusal.lang}`,
        paramKeys: { language: LANGUAGE_NAME_KEYS[refusal.lang], field: refusal.field === 'subject' ? 'broadcastFieldSubject' : 'broadcastFieldBody' },
      });
    case 'nobody':
      return new AppError(409, 'broadcastNobody', { detail: 'empty audience', params: { optedOut: refusal.optedOut } });
  }
}

export const broadcastNotFound = (id: number) => new AppError(404, 'broadcastNotFound', { detail: `broadcast ${id}` });
