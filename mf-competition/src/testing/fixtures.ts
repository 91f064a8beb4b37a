import type { Exam, GroupInfo, Registration, RegistrationActivity, RegistrationBody, RegistrationPhase } from '@portal/shared/contracts';

// Answers as the API gives them (texts in Traditional Chinese, the tests' language).

const WINDOW = { from: '2023-08-14T16:00:00.000Z', to: '2023-10-31T16:00:00.000Z', open: true };

export const GROUPS: GroupInfo[] = [
  {
    group: 1,
    name: '中學組',
    topics: [
      { key: 'energy', title: '能源與氣候變化' },
      { key: 'air', title: '大氣污染與空氣質素' },
    ],
    minMembers: 2,
    maxMembers: 4,
    cap: null,
    registered: 12,
    registration: WINDOW,
  },
  {
    group: 2,
    name: '大學組',
    topics: [
      { key: 'zeroCarbon', title: '零碳新城設計' },
      { key: 'ecotourism', title: '沙漠生態旅遊業務' },
    ],
    minMembers: 2,
    maxMembers: 4,
    cap: 500,
    registered: 480,
    registration: { ...WINDOW, to: '2023-12-31T16:00:00.000Z' },
  },
];

/** The isAddActive answer for each group: open unless `phases` says otherwise. */
export function activities(phases: Partial<Record<1 | 2, RegistrationPhase>> = {}): RegistrationActivity[] {
  return GROUPS.map(({ group, registration }) => {
    const phase = phases[group] ?? 'open';
    return { group, active: phase === 'open', phase, registration: registration && { ...registration, open: phase === 'open' } };
  });
}

/** The registration the API makes of a body: pending, submitted by the team now. */
export function registrationOf(body: RegistrationBody, previous?: Registration): Registration {
  const topicTitle = GROUPS.flatMap((group) => group.topics).find((topic) => topic.key === body.topic)?.title ?? body.topic;
  const at = '2023-09-02T02:30:00.000Z';
  const event = { from: previous?.status ?? null, to: 'pending' as const, reason: null, by: 'team' as const, at };
  return {
    id: previous?.id ?? 41,
    ...body,
    topicTitle,
    status: 'pending',
    reason: null,
    canModify: false,
    createTime: previous?.createTime ?? at,
    updateTime: at,
    history: [...(previous?.history ?? []), event],
  };
}

export const MEMBERS = [
  {
    name: '陳大文',
    position: 'captain',
    birthDate: '2007-03-04',
    school: '沙田中學',
    studentId: 'S1001',
    email: 'tai.man@example.org',
    idCardFront: '/uploads/id/1-front.png',
    idCardBack: '/uploads/id/1-back.png',
  },
  {
    name: 'Mary Lee',
    position: 'member',
    birthDate: '2006-11-30',
    school: '沙田中學',
    studentId: 'S1002',
    email: 'mary@example.org',
    idCardFront: '/uploads/id/2-front.png',
    idCardBack: '/uploads/id/2-back.png',
  },
] as const satisfies Registration['members'];

/** A registration the organizers failed, with their reason, that the team may still modify. */
export const FAILED: Registration = {
  ...registrationOf({ group: 1, teamName: 'Dune Runners', topic: 'air', members: [...MEMBERS] }),
  status: 'failed',
  reason: '學生證<b>相片</b>不清晰',
  canModify: true,
  history: [
    { from: null, to: 'pending', reason: null, by: 'team', at: '2023-09-01T02:00:00.000Z' },
    { from: 'pending', to: 'failed', reason: '學生證<b>相片</b>不清晰', by: 'organizer', at: '2023-09-05T06:00:00.000Z' },
  ],
};

export const EXAM: Exam = {
  group: 1,
  name: '中學組短片比賽',
  topics: GROUPS[0]!.topics,
  registration: WINDOW,
  submission: { from: '2023-10-31T16:00:00.000Z', to: '2023-12-01T16:00:00.000Z', open: false },
  currentStep: 'registration',
  steps: [],
};
