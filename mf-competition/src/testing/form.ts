import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TeamMember } from '@portal/shared/contracts';

// Filling the registration form as a team does, by its labels (Traditional Chinese, the default language).

/** A picked file. Node's File, so that the multipart body holds its bytes (see competition-api.ts). */
export function file(name: string, type: string, bytes = 2048): File {
  return new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
}

export const image = (name = 'card.png') => file(name, 'image/png');

export const member = (number: number) => within(screen.getByRole('group', { name: `隊員 ${number}` }));

export type MemberInput = Omit<TeamMember, 'idCardFront' | 'idCardBack' | 'position'> & { position?: TeamMember['position'] };

export const PEOPLE: MemberInput[] = [
  { name: '陳大文', birthDate: '2007-03-04', school: '沙田中學', studentId: 'S1001', email: 'tai.man@example.org' },
  { name: 'Mary Lee', birthDate: '2006-11-30', school: '沙田中學', studentId: 'S1002', email: 'mary@example.org' },
  { name: 'Ahmed Khan', birthDate: '2007-01-15', school: '沙田中學', studentId: 'S1003', email: 'ahmed@example.org' },
];

const TEXT_LABELS = {
  name: '姓名（全名）',
  birthDate: '出生日期',
  school: '學校名稱',
  studentId: '學生編號',
  email: '電郵地址',
} as const;

/** Enters a member's details (pasted: typing each key makes long tests slow) and, unless told not to, uploads both sides of the ID card. */
export async function fillMember(user: UserEvent, number: number, person: Partial<MemberInput>, withImages = true) {
  const row = member(number);
  for (const [key, label] of Object.entries(TEXT_LABELS) as [keyof typeof TEXT_LABELS, string][]) {
    const value = person[key];
    if (value === undefined) continue;
    await enter(user, row.getByLabelText(label), value);
  }
  if (person.position) await user.selectOptions(row.getByLabelText('身份'), person.position);
  if (!withImages) return;
  await user.upload(row.getByLabelText('學生證（正面）'), image(`front-${number}.png`));
  await user.upload(row.getByLabelText('學生證（背面）'), image(`back-${number}.png`));
}

/** Replaces a field's text as a user pasting it would (a date field takes it typed). */
export async function enter(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  if (!value) return;
  if (field.getAttribute('type') === 'date') await user.type(field, value);
  else {
    await user.click(field);
    await user.paste(value);
  }
}

export async function fillTeam(user: UserEvent, { teamName = 'Dune Runners', topic = '大氣污染與空氣質素', people = PEOPLE.slice(0, 2) } = {}) {
  await enter(user, screen.getByLabelText('隊伍名稱'), teamName);
  await user.selectOptions(screen.getByLabelText('比賽主題'), topic);
  for (const [index, person] of people.entries()) {
    if (index >= 2) await user.click(screen.getByRole('button', { name: '新增隊員' }));
    await fillMember(user, index + 1, person);
  }
  await uploadsDone();
}

/** Every upload has been answered (no progress bar left). */
export async function uploadsDone(): Promise<void> {
  await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
}

export const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: /提交報名$/ }));
