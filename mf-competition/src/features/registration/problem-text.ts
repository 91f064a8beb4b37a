import type { TFunction } from '@portal/shared/i18n';
import { translateMessage, type MessageKey } from '@portal/shared/ui';
import type { Problem } from './checks';

// A check's problem in the team's words: the §8 message, and which member and field it is about.

const MESSAGE: Record<Problem['code'], MessageKey | null> = {
  teamName: 'enterCorrectTeamName',
  topic: null,
  minMembers: 'minTwoMembers',
  maxMembers: 'maxFourMembers',
  emptyField: 'completeMemberInfo',
  missingImage: 'uploadStudentId',
  email: 'completePlayerInfo',
  birthDate: 'completePlayerInfo',
  studentId: 'completePlayerInfo',
  idCards: 'completePlayerInfo',
  captain: 'completePlayerInfo',
  duplicate: 'completePlayerInfo',
  uploading: null,
};

function detail(problem: Problem, t: TFunction): string | null {
  const field = problem.target.kind === 'member' ? t(`member.${problem.target.field}`) : '';
  switch (problem.code) {
    case 'emptyField':
    case 'missingImage':
    case 'uploading':
      return t('check.where', { member: problem.member, field });
    case 'email':
    case 'birthDate':
    case 'studentId':
    case 'idCards':
      return t(`check.${problem.code}`, { member: problem.member });
    case 'captain':
      return t('check.captain');
    case 'duplicate':
      return t('check.duplicate', { member: problem.member, field, other: problem.other });
    default:
      return null;
  }
}

export function problemText(problem: Problem, t: TFunction): string {
  const key = MESSAGE[problem.code];
  const message = key ? translateMessage(key) : t(`check.${problem.code}`);
  const where = detail(problem, t);
  return where ? t('check.withDetail', { message, detail: where }) : message;
}
