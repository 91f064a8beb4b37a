import { describe, expect, it } from '@jest/globals';
import { USER_MESSAGES } from '@portal/contracts/messages';
import { messages } from '../../src/i18n/messages.js';
import { judgingDeskMessages } from '../../src/i18n/judging-desk-messages.js';
import { staffJudgingResultsMessages } from '../../src/i18n/staff-judging-results-messages.js';
import { staffJudgingRoundsMessages } from '../../src/i18n/staff-judging-rounds-messages.js';
import { staffResultsMessages } from '../../src/i18n/staff-results-messages.js';
import { translate } from '../../src/i18n/translate.js';

// Issue 23: the messages the pages say too are the shared catalogue's. The API answers with its wording and never
// keeps a second one (22 keys were in both, 8 of them worded differently).
describe('the API and the shared catalogue', () => {
  it('keep no key twice', () => {
    expect(Object.keys(messages).filter((key) => key in USER_MESSAGES)).toEqual([]);
  });

  it.each([
    ['registrationClosed', 'en', 'Registration is closed'],
    ['minTwoMembers', 'zhComplex', USER_MESSAGES.minTwoMembers.zhComplex],
    ['logoutSuccess', 'zhSimple', USER_MESSAGES.logoutSuccess.zhSimple],
  ] as const)('answers %s in %s with the catalogue wording', (key, lang, text) => {
    expect(translate(key, lang)).toBe(text);
  });
});

// Issue 27: the staff catalogue is spread together from files of their own; a key in two of them is silently the later
// file's wording (judgingRoundUnknown was, and the organizer read two texts for one refusal).
describe('the staff catalogue', () => {
  it('keeps no key in two of its files', () => {
    const parts = [staffResultsMessages, judgingDeskMessages, staffJudgingRoundsMessages, staffJudgingResultsMessages].map((part) => Object.keys(part));
    const twice = parts.flatMap((keys, index) => keys.filter((key) => parts.some((other, at) => at !== index && other.includes(key))));
    expect([...new Set(twice)]).toEqual([]);
  });
});
