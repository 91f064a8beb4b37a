import type { GroupNumber } from '../content/groups.js';
import { storedText } from '../i18n/edges.js';
import type { Language } from '../i18n/messages.js';
import type { Season } from '../season/season.js';

/** A works step's title in `lang`, from the season's calendar; its key when the calendar no longer lists it. */
export function stepTitle(season: Season, group: GroupNumber, step: string, lang: Language): string {
  const found = season.steps(group).find((candidate) => candidate.key === step);
  return found ? storedText(found.title, lang) : step;
}
