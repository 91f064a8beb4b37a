export { SEED_CALENDAR, HONG_KONG_OFFSET, startOfDay, endOfDay } from './calendar';
export type { SeasonCalendar, SeasonStep } from './calendar';
export { now, setClock, storeDemoClock, CLOCK_STORAGE_KEY } from './clock';
export { secondCompetitionOffer, isVotingOpen, hongKongDay } from './phase';
export type { SecondCompetitionOffer } from './phase';
