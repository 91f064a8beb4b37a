import type { User } from '@portal/shared/contracts';
import { registerTranslations, type Language } from '@portal/shared/i18n';
import { resetSession } from '@portal/shared/testing';
import { COMPETITION_NAMESPACE, competitionTranslations } from '../i18n/translations';

// In the shell the remote's ./routes registers its texts; a page rendered alone gets them here.
registerTranslations(COMPETITION_NAMESPACE, competitionTranslations);

export { renderPage } from '@portal/shared/testing';

/** Every test starts in Traditional Chinese, without toasts, logged in as a team (the shell guards the pages). */
export function startSession(
  user: User = { id: 7, email: 'team@example.org', members: [] },
  language: Language = 'zhComplex',
): void {
  resetSession({ user, language });
}

/**
 * jsdom has no object URLs: each picked file gets `blob:preview-N`; `revoked` lists the ones given back. Restored
 * after the test file.
 */
export function stubObjectUrls(): { revoked: string[] } {
  const seen = { revoked: [] as string[] };
  let count = 0;
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeAll(() => {
    URL.createObjectURL = () => `blob:preview-${++count}`;
    URL.revokeObjectURL = (url) => void seen.revoked.push(url);
  });
  afterAll(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return seen;
}
