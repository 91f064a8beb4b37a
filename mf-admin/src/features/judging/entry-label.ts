import type { TFunction } from '@portal/shared/i18n';

/** An entry as the organizer names it: its number in the round and its title. */
export const entryLabel = (t: TFunction, entry: { number: number; title: string }) => t('judging.entryName', { number: entry.number, title: entry.title });
