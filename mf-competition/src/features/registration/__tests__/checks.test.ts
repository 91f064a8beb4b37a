import type { TeamMember } from '@portal/shared/contracts';
import { isBirthDate } from '@portal/shared/form';
import { checkDraft, type Problem } from '../checks';
import { draftReducer, newDraft, type Draft, type MemberDraft } from '../draft';

// The order of §5's checks, and each rule's edges, without a page. The form tests show them reach the team.

const TOPICS = [{ key: 'air', title: '大氣污染與空氣質素' }];
const TODAY = '2024-01-10';

function person(n: number, fields: Partial<TeamMember> = {}): Omit<MemberDraft, 'key'> {
  return {
    name: `Member ${n}`,
    position: n === 1 ? 'captain' : 'member',
    birthDate: '2007-03-04',
    school: 'Sha Tin College',
    studentId: `S${n}`,
    email: `m${n}@example.org`,
    idCardFront: `/uploads/id/${n}f.png`,
    idCardBack: `/uploads/id/${n}b.png`,
    uploading: [],
    ...fields,
  };
}

function team(count = 2, change: (members: Omit<MemberDraft, 'key'>[]) => void = () => undefined): Draft {
  const members = Array.from({ length: count }, (_, index) => person(index + 1));
  change(members);
  return { teamName: 'Dune Runners', topic: 'air', members: members.map((row, key) => ({ ...row, key })), nextKey: count };
}

const check = (draft: Draft): Problem | null => checkDraft(draft, { topics: TOPICS, today: TODAY });
const codeOf = (draft: Draft) => check(draft)?.code ?? null;

test('a complete team of two to four passes', () => {
  for (const count of [2, 3, 4]) expect(check(team(count))).toBeNull();
});

test('the checks speak in order: name, topic, size, empty field, image, formats (card sides last), captain, duplicate, upload', () => {
  const [first, second] = team(2).members;
  const patch = (key: number, fields: Partial<TeamMember>) => (draft: Draft) =>
    draftReducer(draft, { type: 'member', key, patch: fields });
  const brokenSecond = {
    ...second!,
    ...{ school: ' ', idCardBack: '', email: 'nope', birthDate: '2999-01-01', studentId: '--', position: 'captain' as const, idCardFront: '/uploads/x.png' },
  };
  let draft: Draft = { teamName: 'x', topic: '', members: [{ ...first!, uploading: ['idCardFront'] }], nextKey: 2 };
  const steps: [Problem['code'], (draft: Draft) => Draft][] = [
    ['teamName', (current) => ({ ...current, teamName: 'Dune Runners' })],
    ['topic', (current) => ({ ...current, topic: 'air' })],
    ['minMembers', (current) => ({ ...current, members: [...current.members, brokenSecond] })],
    ['emptyField', patch(1, { school: 'Sha Tin College' })],
    ['missingImage', patch(1, { idCardBack: '/uploads/x.png' })],
    ['email', patch(1, { email: 'm1@example.org' })], // now the same as member 1's
    ['birthDate', patch(1, { birthDate: '2006-01-01' })],
    ['studentId', patch(1, { studentId: 'S2' })],
    ['idCards', patch(1, { idCardFront: '/uploads/y.png' })], // both sides were one image, as the server refuses
    ['captain', patch(1, { position: 'member' })],
    ['duplicate', patch(1, { email: 'm2@example.org' })],
    ['uploading', (current) => draftReducer(current, { type: 'uploading', key: 0, field: 'idCardFront', busy: false })],
  ];
  const seen = steps.map(([, fix]) => {
    const code = codeOf(draft);
    draft = fix(draft);
    return code;
  });
  expect(seen).toEqual(steps.map(([code]) => code));
  expect(check(draft)).toBeNull();
});

test('five members are too many (a team opened from the server could bring them)', () => {
  expect(codeOf(team(5))).toBe('maxMembers');
  expect(codeOf(team(1))).toBe('minMembers');
});

test('each problem names the member (1-based) and points at the row and field', () => {
  expect(check(team(3, (rows) => (rows[2]!.studentId = '')))).toEqual({
    code: 'emptyField',
    member: 3,
    target: { kind: 'member', key: 2, field: 'studentId' },
  });
  expect(check(team(2, (rows) => (rows[1]!.email = 'M1@Example.org ')))).toEqual({
    code: 'duplicate',
    member: 2,
    other: 1,
    target: { kind: 'member', key: 1, field: 'email' },
  });
});

test('no captain, or two, is refused; the problem points at a position', () => {
  expect(check(team(2, (rows) => (rows[0]!.position = 'member')))).toMatchObject({
    code: 'captain',
    target: { field: 'position', key: 0 },
  });
  expect(check(team(3, (rows) => (rows[2]!.position = 'captain')))).toMatchObject({
    code: 'captain',
    target: { field: 'position', key: 2 },
  });
});

test('a student ID is one person whatever its case, punctuation or width, at any school (as the server judges)', () => {
  for (const studentId of [' s1 ', 'S-1', 'Ｓ１']) {
    expect(check(team(2, (rows) => Object.assign(rows[1]!, { studentId, school: 'Another School' })))).toMatchObject({
      code: 'duplicate',
      target: { field: 'studentId' },
    });
  }
  expect(codeOf(team(2, (rows) => (rows[1]!.studentId = 'S12')))).toBeNull();
});

test('an image still uploading is not "missing": the team is asked to wait instead', () => {
  expect(codeOf(team(2, (rows) => Object.assign(rows[0]!, { idCardFront: '', uploading: ['idCardFront'] })))).toBe(
    'uploading',
  );
});

test.each([
  ['2007-03-04', true],
  [TODAY, true],
  ['2024-01-11', false],
  ['1899-12-31', false],
  ['2023-02-29', false],
  ['2007-3-4', false],
  ['', false],
])('birth date %j: %s', (value, expected) => {
  expect(isBirthDate(value, TODAY)).toBe(expected);
});

test('rows stay within 2 to 4 and a new row is a member with a new key', () => {
  let draft = newDraft('Dune Runners');
  expect(draft.members.map((row) => row.position)).toEqual(['captain', 'member']);
  draft = draftReducer(draftReducer(draftReducer(draft, { type: 'add' }), { type: 'add' }), { type: 'add' });
  expect(draft.members.map((row) => row.key)).toEqual([0, 1, 2, 3]);
  draft = draftReducer(draft, { type: 'remove', key: 1 });
  draft = draftReducer(draftReducer(draft, { type: 'remove', key: 2 }), { type: 'remove', key: 3 });
  expect(draft.members.map((row) => row.key)).toEqual([0, 3]);
  expect(draftReducer(draft, { type: 'add' }).members.at(-1)).toMatchObject({ key: 4, position: 'member', name: '' });
});
