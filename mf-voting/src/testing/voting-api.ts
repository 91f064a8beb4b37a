import { configureApiHost } from '@portal/shared/api';
import type { Finalist, User, VoteCount } from '@portal/shared/contracts';
import { registerTranslations, type Language } from '@portal/shared/i18n';
import { setSeason } from '@portal/shared/season';
import { ok, resetSession, routes, seasonState, setupFixtureServer, type Handler, type SuiteServer } from '@portal/shared/testing';
import { VOTING_NAMESPACE, votingTranslations } from '../i18n/translations';

// In the shell the remote's ./routes registers its texts; a page rendered alone gets them here.
registerTranslations(VOTING_NAMESPACE, votingTranslations);

export { renderPage } from '@portal/shared/testing';

/** The API as a real server on 127.0.0.1 for the file's tests; the default clients point at it. */
export function setupVotingApi(): SuiteServer {
  return setupFixtureServer((server) => configureApiHost(server.url));
}

/**
 * The 15 finalist films of group 1, in the server's (announced) order. Each has a poster but no. 15; films 5 and 10
 * have their film file configured.
 */
export const FILMS: Finalist[] = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  group: 1,
  teamName: `Team ${index + 1}`,
  school: `School ${index + 1}`,
  workTitle: `Film ${index + 1}`,
  poster: index + 1 === 15 ? null : `/media/posters/film-${index + 1}.png`,
  video: (index + 1) % 5 === 0 && index + 1 < 15 ? `/media/finalists/film-${index + 1}.mp4` : null,
  sample: false,
}));

export const RECEIPT = { voteId: 42, seq: 7, hash: 'ab'.repeat(32), finalistId: 3 };

/** GET /api/v1.work/voteCount while voting is open, with the season's contact policy. */
export function openCount(contacts: VoteCount['contacts'] = 'phoneOrEmail'): VoteCount {
  return { season: '2023-2024', phase: 'open', total: 6, annulled: 0, head: { seq: 6, hash: 'cd'.repeat(32) }, countsFrom: '2024-03-01T16:00:00.000Z', films: null, contacts };
}

/** Every route the voting page calls, answering like the API on success; `overrides` replace single routes. */
export function votingApi(overrides: Record<string, Handler> = {}): Handler {
  return routes({
    'GET /api/display/finalists': ok(FILMS),
    'GET /api/v1.work/voteCount': ok(openCount()),
    'POST /api/v1.work/sendSms': ok({ resendAfter: 60, channel: 'sms' }, '驗證碼已發送，請查收短訊', true),
    'POST /api/v1.work/verify': ok(RECEIPT, '投票成功', true),
    'GET /api/display/results': ok([]),
    ...overrides,
  });
}

/** A clean start: the language, no session (voting needs none), the season with the vote open or closed. */
export function startVisit({ votingOpen = true, language = 'zhComplex', user }: { votingOpen?: boolean; language?: Language; user?: User } = {}): void {
  resetSession({ language, user });
  sessionStorage.clear();
  setSeason(seasonState({ now: '2024-02-15T02:00:00.000Z', offer: 'voting', votingOpen }));
}
