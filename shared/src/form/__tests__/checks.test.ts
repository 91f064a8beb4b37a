import { act } from '@testing-library/react';
import { PASSWORD_RULE, isAcceptablePassword, isTeamName } from '@portal/shared/contracts';
import type { ChangePasswordBody, Credentials, RegisterBody } from '@portal/shared/contracts';
import { changePasswordChecks, firstProblem, LOGIN_CHECKS, registerChecks, TEAM_INFO_CHECKS } from '@portal/shared/form';
import { useLanguageStore } from '@portal/shared/i18n';
import { problemResolver } from '../checks';

// The account forms refuse what the API refuses, with the rule the API applies, and say first what the API would
// say first (api/src/accounts/routes/login.ts, api/src/accounts/routes/user.ts, api/src/accounts/login.ts), in
// SPEC §8's words.

beforeAll(() => act(() => useLanguageStore.getState().setLanguage('en')));
afterAll(() => act(() => useLanguageStore.getState().setLanguage('zhComplex')));

const RULE = 'At least 12 characters';
const GOOD_REGISTER: RegisterBody = { email: 'team@example.org', code: '123456', password: 'desert sand dunes', confirmPassword: 'desert sand dunes' };
const BROKEN_REGISTER: RegisterBody = { email: 'not-an-email', code: '12a', password: 'short', confirmPassword: 'other' };

test('sign-up: the checks run in the order of the API’s register handler', () => {
  expect(registerChecks(RULE).map((check) => check.field)).toEqual(['email', 'code', 'password', 'confirmPassword']);
});

test.each([
  ['email', 'Please enter a correct e-mail address'],
  ['code', 'The verification code must be six digits'],
  ['password', RULE],
  ['confirmPassword', 'The passwords do not match'],
] as const)('sign-up: with %s and every later field broken, only its message is reported', (field, message) => {
  const fields = registerChecks(RULE).map((check) => check.field);
  const from = fields.indexOf(field);
  // Good up to the field, broken from it on: the first broken rule wins, whatever follows.
  const values = Object.fromEntries(fields.map((name, index) => [name, (index < from ? GOOD_REGISTER : BROKEN_REGISTER)[name]])) as RegisterBody;
  expect(firstProblem(registerChecks(RULE), values)).toEqual({ field, text: message });
});

test('sign-up: the e-mail and the code are judged trimmed, as the server trims them', () => {
  expect(firstProblem(registerChecks(RULE), { ...GOOD_REGISTER, email: ' team@example.org ', code: ' 123456 ' })).toBeNull();
});

test.each([
  ['11 characters', 'x'.repeat(PASSWORD_RULE.minLength - 1)],
  ['12 characters', 'x'.repeat(PASSWORD_RULE.minLength)],
  ['12 emoji (24 UTF-16 units)', '🌵'.repeat(PASSWORD_RULE.minLength)],
  ['11 emoji (22 UTF-16 units)', '🌵'.repeat(PASSWORD_RULE.minLength - 1)],
  ['128 characters', 'x'.repeat(PASSWORD_RULE.maxLength)],
  ['129 characters', 'x'.repeat(PASSWORD_RULE.maxLength + 1)],
])('the password rule is the contracts’ own at its edges: %s', (_, password) => {
  const problem = firstProblem(registerChecks(RULE), { ...GOOD_REGISTER, password, confirmPassword: password });
  expect(problem === null).toBe(isAcceptablePassword(password));
});

test.each([
  ['both empty', { account: '', password: '' }, 'account'],
  ['a blank account', { account: '   ', password: 'a long passphrase' }, 'account'],
  ['no password', { account: 'team@example.org', password: '' }, 'password'],
])('login: %s is "please enter account and password", beside the first empty field', (_, values: Credentials, field) => {
  expect(firstProblem(LOGIN_CHECKS, values)).toEqual({ field, text: 'Please enter your account and password' });
});

test('password change: the new password’s rule and its confirmation come before the current password, as on the server', () => {
  const checks = changePasswordChecks({ passwordRule: RULE, enterOld: 'Enter the current password' });
  const values: ChangePasswordBody = { oldPassword: '', password: 'short', confirmPassword: 'other' };
  expect(firstProblem(checks, values)).toEqual({ field: 'password', text: RULE });
  expect(firstProblem(checks, { ...values, password: 'desert sand dunes' })).toEqual({ field: 'confirmPassword', text: 'The passwords do not match' });
  expect(firstProblem(checks, { ...values, password: 'desert sand dunes', confirmPassword: 'desert sand dunes' })).toEqual({
    field: 'oldPassword',
    text: 'Enter the current password',
  });
});

test.each([['Dune Runners'], ['  Oasis   Lab  '], ['a'], ['🌵🌵'], ['x'.repeat(41)]])('team info: %j is judged by the contracts’ team-name rule', (teamName) => {
  const problem = firstProblem(TEAM_INFO_CHECKS, { teamName });
  expect(problem === null).toBe(isTeamName(teamName));
  if (problem) expect(problem).toEqual({ field: 'teamName', text: 'Please enter a correct team name' });
});

test('a message follows the page’s language when it is reported', () => {
  act(() => useLanguageStore.getState().setLanguage('zhComplex'));
  expect(firstProblem(LOGIN_CHECKS, { account: '', password: '' })?.text).toBe('請輸入帳號和密碼');
  act(() => useLanguageStore.getState().setLanguage('en'));
});

test('the resolver hands react-hook-form one error, the first, and the values only when every rule holds', async () => {
  const resolver = problemResolver((values: RegisterBody) => firstProblem(registerChecks(RULE), values));
  const resolve = (values: RegisterBody) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  expect(await resolve(BROKEN_REGISTER)).toEqual({
    values: {},
    errors: { email: { type: 'check', message: 'Please enter a correct e-mail address' } },
  });
  expect(await resolve(GOOD_REGISTER)).toEqual({ values: GOOD_REGISTER, errors: {} });
});

test('a problem inside a list lands where react-hook-form looks for it', async () => {
  type Team = { members: { email: string }[] };
  const resolver = problemResolver<Team>(() => ({ field: 'members.1.email', text: 'member 2' }));
  const result = await resolver({ members: [{ email: 'a' }, { email: 'b' }] }, undefined, { fields: {}, shouldUseNativeValidation: false });
  expect((result.errors as { members: { email?: { message: string } }[] }).members[1]?.email?.message).toBe('member 2');
});
