import { expect, it } from '@jest/globals';
import { WORK_TITLE, cleanWorkTitle } from '../src/work-title.js';

// The work title rule, one definition for the works form and POST /userWork/add (issue 23): both refuse exactly these.

it.each([
  ['沙漠裡的一滴水', '沙漠裡的一滴水'],
  ['  Dune  ', 'Dune'],
  ['沙'.repeat(WORK_TITLE.maxLength), '沙'.repeat(WORK_TITLE.maxLength)],
  ['🌵'.repeat(WORK_TITLE.maxLength), '🌵'.repeat(WORK_TITLE.maxLength)],
])('%j is a title, stored as %j', (input, stored) => {
  expect(cleanWorkTitle(input)).toBe(stored);
});

it.each([[''], ['   '], ['沙'.repeat(WORK_TITLE.maxLength + 1)], ['two\nlines'], ['tab\there'], ['del\u007f']])('%j is not a title', (input) => {
  expect(cleanWorkTitle(input)).toBeUndefined();
});
