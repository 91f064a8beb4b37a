import type { Language } from '@portal/contracts/languages';
import type { MessageKind, MessageParams } from '../../src/messages/kinds.js';
import type { SiteContext } from '../../src/messages/templates/index.js';

// One set of parameters per kind, and what each must show in every language (the parameters as a person reads them:
// times in Hong Kong time, sizes with exact bytes, status and role keys as words).

export const SITE: SiteContext = {
  name: { zhComplex: '國際沙漠可持續發展大獎', zhSimple: '国际沙漠可持续发展大奖', en: 'International Desert Sustainability Award' },
  phone: '+852 2345 6789',
  email: 'organizers@desert-award.example',
  address: { zhComplex: '香港中環測試道 1 號', zhSimple: '香港中环测试道 1 号', en: '1 Test Road, Central, Hong Kong' },
};

export const SAMPLES: { [K in MessageKind]: MessageParams[K] } = {
  'signup-code': { code: '482913', minutes: 10 },
  'vote-code': { code: '730245', minutes: 5 },
  'password-reset-code': { code: '119384', minutes: 10 },
  'password-changed': { at: '2026-11-26T10:04:00.000Z' },
  'email-change-code': { code: '550127', minutes: 10 },
  'email-changed': { newAddress: 'j***@example.com', at: '2026-11-26T10:04:00.000Z' },
  'registration-decision': { team: 'Sand Walkers', decision: 'failed', reason: 'Student card unreadable', submission: '' },
  'work-status': { team: 'Sand Walkers', title: 'Green Dunes', status: 'shortlisted' },
  'staff-invite': { role: 'reviewer', url: 'https://desert-award.example/admin/invitation?token=abc123', days: 7 },
  'work-receipt': {
    team: 'Sand Walkers',
    step: 'Final film',
    title: 'Green Dunes',
    fileName: 'green-dunes-final.mp4',
    size: 1_288_490_189,
    sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    durationSeconds: 305,
    receivedAt: '2026-11-26T15:59:30.000Z',
  },
  reminder: { reminder: 'works', step: 'Final film', closesAt: '2026-12-01T16:00:00.000Z', url: 'https://desert-award.example/profile/works' },
  broadcast: { subject: 'Workshop on Saturday', body: 'Dear teams,\nthe workshop starts at 10:00.\n\nSee you there.' },
  'thread-answer': { team: 'Sand Walkers', excerpt: 'Yes, subtitles may be in English.', url: 'https://desert-award.example/profile/questions' },
  'judging-reminder': { round: 'First-round screening', closesAt: '2024-01-25T16:00:00.000Z', assigned: 12, scored: 7, url: 'https://desert-award.example/admin/judging-desk' },
  'judging-reopened': { round: 'Final judging', reason: 'Entry 4 was scored twice by mistake', closesAt: '2024-03-15T16:00:00.000Z', url: 'https://desert-award.example/admin/judging-desk' },
};

const byLang = (zhComplex: string, zhSimple: string, en: string): Record<Language, string> => ({ zhComplex, zhSimple, en });

/** Strings each kind's text and HTML must contain, per language (besides the contact). */
export function expectedParts(kind: MessageKind, lang: Language): string[] {
  switch (kind) {
    case 'signup-code':
      return ['482913', '10'];
    case 'vote-code':
      return ['730245', '5'];
    case 'password-reset-code':
      return ['119384', '10'];
    case 'email-change-code':
      return ['550127', '10'];
    case 'password-changed':
      return [byLang('2026年11月26日 18:04（香港時間）', '2026年11月26日 18:04（香港时间）', '26 November 2026, 18:04 Hong Kong time (UTC+8)')[lang]];
    case 'email-changed':
      return ['j***@example.com', byLang('2026年11月26日 18:04', '2026年11月26日 18:04', '26 November 2026, 18:04 Hong Kong time')[lang]];
    case 'registration-decision':
      return ['Sand Walkers', 'Student card unreadable'];
    case 'work-status':
      return ['Sand Walkers', 'Green Dunes', byLang('入圍成功', '入围成功', 'Shortlisted successfully')[lang]];
    case 'staff-invite':
      // All three languages at once, whatever the frame's.
      return ['https://desert-award.example/admin/invitation?token=abc123', '7', '審核員', '审核员', 'reviewer'];
    case 'work-receipt':
      return [
        'Sand Walkers',
        'Final film',
        'Green Dunes',
        'green-dunes-final.mp4',
        '1.20 GB',
        '1,288,490,189',
        '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        '5:05',
        byLang('2026年11月26日 23:59（香港時間）', '2026年11月26日 23:59（香港时间）', '26 November 2026, 23:59 Hong Kong time (UTC+8)')[lang],
      ];
    case 'reminder':
      return ['Final film', 'https://desert-award.example/profile/works', byLang('2026年12月1日 23:59', '2026年12月1日 23:59', '1 December 2026, 23:59')[lang]];
    case 'broadcast':
      return ['Workshop on Saturday', 'Dear teams,', 'the workshop starts at 10:00.', 'See you there.'];
    case 'thread-answer':
      return ['Sand Walkers', 'Yes, subtitles may be in English.', 'https://desert-award.example/profile/questions'];
    case 'judging-reminder':
      return ['First-round screening', '7', '12', 'https://desert-award.example/admin/judging-desk', byLang('2024年1月25日 23:59', '2024年1月25日 23:59', '25 January 2024, 23:59')[lang]];
    case 'judging-reopened':
      return ['Final judging', 'Entry 4 was scored twice by mistake', 'https://desert-award.example/admin/judging-desk', byLang('2024年3月15日 23:59', '2024年3月15日 23:59', '15 March 2024, 23:59')[lang]];
  }
}
