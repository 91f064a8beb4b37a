import type { WindowState } from '@portal/contracts/season';
import { storedText } from '../i18n/edges.js';
import type { Language } from '../i18n/messages.js';
import type { GroupNumber, Season, TimeWindow, WindowKind } from './season.js';

// The season as the pages see it (@portal/contracts/season SeasonState): what is open now, by the server's clock.

export function windowState(season: Season, group: GroupNumber, kind: WindowKind, at: Date): WindowState | null {
  const window: TimeWindow | null = season.window(group, kind);
  if (!window) return null;
  return { from: window.from.toISOString(), to: window.to.toISOString(), open: at >= window.from && at < window.to };
}

export function stepStates(season: Season, group: GroupNumber, lang: Language, at: Date) {
  return season.steps(group).map((step) => ({
    key: step.key,
    title: storedText(step.title, lang),
    from: step.from,
    to: step.to,
    note: step.note ? storedText(step.note, lang) : null,
    state: season.stepState(group, step, at),
  }));
}

export function groupSeason(season: Season, group: GroupNumber, lang: Language, at: Date) {
  return {
    group,
    registration: windowState(season, group, 'registration', at),
    submission: windowState(season, group, 'submission', at),
    voting: windowState(season, group, 'voting', at),
    steps: stepStates(season, group, lang, at),
  };
}

export function seasonState(season: Season, lang: Language) {
  const at = season.now();
  return {
    season: season.id,
    now: at.toISOString(),
    offer: season.secondCompetitionOffer(at),
    personalDataUntil: season.file.personalDataUntil,
    groups: [groupSeason(season, 1, lang, at), groupSeason(season, 2, lang, at)],
  };
}
