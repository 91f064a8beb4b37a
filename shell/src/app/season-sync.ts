import { useLanguageStore } from '@portal/shared/i18n';
import { loadSeason, refreshSeason } from '@portal/shared/season';

/** How long the first paint waits for the season: long enough to show the right menu, short enough to boot. */
export const SEASON_BOOT_WAIT_MS = 3_000;

/**
 * Loads the season at start and resolves when it has an answer or after `waitMs`, whichever comes first; it
 * never rejects. A late answer still lands in the store, and the header and the popup follow it.
 */
export function loadSeasonForBoot(waitMs: number = SEASON_BOOT_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void loadSeason().then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
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
