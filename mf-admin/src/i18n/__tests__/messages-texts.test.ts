import { BROADCAST_REGISTRATION_STATUSES, BROADCAST_WORKS_STATUSES } from '@portal/contracts/admin-broadcasts';
import { MESSAGE_KINDS, MESSAGE_STATUSES } from '@portal/contracts/admin-messages';
import { missingTranslationKeys } from '@portal/shared/i18n';
import { messagesTranslations } from '../messages-texts';
import { adminTranslations } from '../translations';

// The Messages area's texts load with its pages: every one in the three languages, none shadowing a first-load text,
// and words for every kind, status and audience choice the contracts name (a new kind fails here, not on screen).
test('every text of the Messages area is in the three languages', () => {
  expect(missingTranslationKeys(messagesTranslations)).toEqual([]);
});

test('none replaces a text of the first load', () => {
  const taken = new Set(Object.keys(adminTranslations.en));
  expect(Object.keys(messagesTranslations.en).filter((key) => taken.has(key))).toEqual([]);
});

test('every kind, status and audience choice of the contracts has its words', () => {
  const needed = [
    ...MESSAGE_KINDS.map((kind) => `deliveries.kind.${kind}`),
    ...MESSAGE_STATUSES.map((status) => `deliveries.status.${status}`),
    ...BROADCAST_REGISTRATION_STATUSES.map((status) => `broadcasts.registration.${status}`),
    ...BROADCAST_WORKS_STATUSES.map((status) => `broadcasts.works.${status}`),
  ];
  expect(needed.filter((key) => !(key in messagesTranslations.en))).toEqual([]);
});
