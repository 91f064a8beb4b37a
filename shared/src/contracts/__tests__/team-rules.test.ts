import { cleanTeamName, isEmail, isTeamName, TEAM_NAME } from '@portal/shared/contracts';

// The same cases the API's cleanTeamName and isEmail are held to: forms refuse exactly what the server refuses.

test.each([
  ['Dune Runners', 'Dune Runners'],
  ['  Oasis   Lab  ', 'Oasis Lab'],
  ['沙漠先鋒', '沙漠先鋒'],
  ["O'Neil_team-2.0", "O'Neil_team-2.0"],
  ['Équipe Sahara', 'Équipe Sahara'],
])('%j is a team name, stored as %j', (input, stored) => {
  expect(cleanTeamName(input)).toBe(stored);
  expect(isTeamName(input)).toBe(true);
});

test.each([['a'], ['   b   '], ['   '], ['x'.repeat(TEAM_NAME.maxLength + 1)], ['<script>'], ['team@home'], ['🌵🌵']])(
  '%j is not a team name',
  (input) => {
    expect(cleanTeamName(input)).toBeUndefined();
    expect(isTeamName(input)).toBe(false);
  },
);

test('length counts characters as people do, at both ends of the rule', () => {
  expect(isTeamName('沙漠')).toBe(true);
  expect(isTeamName('x'.repeat(TEAM_NAME.maxLength))).toBe(true);
});

test.each([
  ['team@example.org', true],
  ['a.b@mail.school.edu.hk', true],
  ['nope@', false],
  ['no-at.example.org', false],
  ['a@b', false],
  ['a@b..org', false],
  ['a b@example.org', false],
  [`${'x'.repeat(250)}@e.org`, false],
])('e-mail %j: %s', (value, expected) => {
  expect(isEmail(value)).toBe(expected);
});
