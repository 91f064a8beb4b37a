import { SEED_CALENDAR, endOfDay, startOfDay, type SeasonCalendar } from './calendar';
import { now } from './clock';

/** What the second-competition menu offers: voting before the winners date, the winners list from it (§2). */
export type SecondCompetitionOffer = 'voting' | 'winners';

export function secondCompetitionOffer(at: Date = now(), calendar: SeasonCalendar = SEED_CALENDAR): SecondCompetitionOffer {
  return at.getTime() < startOfDay(calendar.winnersFrom).getTime() ? 'voting' : 'winners';
}

export function isVotingOpen(at: Date = now(), calendar: SeasonCalendar = SEED_CALENDAR): boolean {
  const time = at.getTime();
  return time >= startOfDay(calendar.voting.from).getTime() && time < endOfDay(calendar.voting.to).getTime();
}

/** The Hong Kong calendar day of an instant, as yyyy-mm-dd (used to show something once per day). */
export function hongKongDay(at: Date = now()): string {
  return new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
