import type { WorkStatusValue } from '../../../db/schema-works.js';
import { translate } from '../../../i18n/translate.js';
import { STATUS_WORD } from '../../../works/status.js';
import type { KindTemplate, Words } from '../template.js';
import { fill } from '../format.js';
import { Para, Title } from '../parts.js';
import type { Language } from '@portal/contracts/languages';

// The wording of the plain-text mail it replaces (api/src/i18n/messages.ts workStatusMail*). The status words stay
// where the back office's lists read them too (works/status.ts).
const WORDS: Words<{ subject: string; title: string; text: string }> = {
  zhComplex: {
    subject: '沙漠可持續發展大獎：作品「{title}」狀態更新',
    title: '作品狀態更新',
    text: '隊伍「{team}」的作品「{title}」狀態已更新為：{status}。\n請登入個人中心查看。',
  },
  zhSimple: {
    subject: '沙漠可持续发展大奖：作品「{title}」状态更新',
    title: '作品状态更新',
    text: '队伍「{team}」的作品「{title}」状态已更新为：{status}。\n请登录个人中心查看。',
  },
  en: {
    subject: 'Desert Sustainability Award: your work "{title}" has a new status',
    title: 'New status of your work',
    text: 'The status of team "{team}"\'s work "{title}" is now: {status}.\nPlease log in to your personal center to see it.',
  },
};

/** The status as the team reads it; a value this version does not know is shown as it came. */
function statusWord(status: string, lang: Language): string {
  return status in STATUS_WORD ? translate(STATUS_WORD[status as WorkStatusValue], lang) : status;
}

const sentence = (params: { team: string; title: string; status: string }, lang: Language) =>
  fill(WORDS[lang].text, { team: params.team, title: params.title, status: statusWord(params.status, lang) });

export const workStatus: KindTemplate<'work-status'> = {
  subject: (params, lang) => fill(WORDS[lang].subject, { title: params.title }),
  preview: (params, lang) => sentence(params, lang).split('\n')[0] ?? '',
  Body: ({ params, lang }) => (
    <>
      <Title>{WORDS[lang].title}</Title>
      <Para text={sentence(params, lang)} />
    </>
  ),
};
