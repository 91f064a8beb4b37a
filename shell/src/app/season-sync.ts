import { contentLanguage, useLanguageStore } from '@portal/shared/i18n';
import { loadSeason, refreshSeason, setSeason, type SeasonState } from '@portal/shared/season';
import { readDataBlock } from '../registry/data-block';

/** How long the first paint waits for the season: long enough to show the right menu, short enough to boot. */
export const SEASON_BOOT_WAIT_MS = 3_000;

/**
 * Loads the season at start and resolves when it has an answer or after `waitMs`, whichever comes first; it
 * never rejects. A late answer still lands in the store, and the header and the popup follow it.
 */
export function loadSeasonForBoot(waitMs: number = SEASON_BOOT_WAIT_MS): Promise<void> {
  if (takeInlineSeason()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void loadSeason().then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

interface InlineSeason {
  language: string;
  state: SeasonState;
}

const isInlineSeason = (value: unknown): value is InlineSeason => {
  const block = value as Partial<InlineSeason> | null;
  const state = block?.state as Partial<SeasonState> | undefined;
  return typeof block?.language === 'string' && typeof state?.now === 'string' && typeof state.season === 'string' && Array.isArray(state.groups);
};

/**
 * The season state the server wrote into this page's HTML (api/src/shell-html) as it served it: the same answer as
 * GET /api/season at that moment, so the first render waits for no request (issue 13: one round trip less before
 * a page that is not prerendered can draw). Taken only in the language the page asks in; otherwise the call is made.
 */
function takeInlineSeason(): boolean {
  const block = readDataBlock('portal-season');
  if (!isInlineSeason(block)) return false;
  if (block.language !== contentLanguage(useLanguageStore.getState().language)) return false;
  setSeason(block.state);
  return true;
}

/** What syncSeason needs of the router (a data router's subscribe). */
export interface NavigationSource {
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
}

/**
 * Keeps the season current while the site stays open. On window focus and on each navigation it asks the server
 * again when there is no answer (the API was down at start), the last call failed, or the answer is old; after
 * a language switch it asks at once, since the steps' titles come in the request's language.
 */
export function syncSeason(router: NavigationSource, target: Window = window): () => void {
  const refresh = () => void refreshSeason();
  let lastKey: string | null = null;
  const stopRouter = router.subscribe(({ location }) => {
    // The router reports every state change (loading, idle…); a navigation is a new location.
    if (location.key === lastKey) return;
    lastKey = location.key;
    refresh();
  });
  const stopLanguage = useLanguageStore.subscribe((state, previous) => {
    if (state.language !== previous.language) void loadSeason();
  });
  target.addEventListener('focus', refresh);
  return () => {
    stopRouter();
    stopLanguage();
    target.removeEventListener('focus', refresh);
  };
}
