import type { KindTemplate, Words } from '../template.js';
import { fill } from '../format.js';
import { Para, Title } from '../parts.js';

// The wording of the plain-text mails it replaces (api/src/i18n/messages.ts mailStatusSubject, mailStatusPassed,
// mailStatusFailed, status*Word). The works period sentence is left out when there is no period ('').
const WORDS: Words<{ subject: string; title: string; passedWord: string; failedWord: string; passed: string; period: string; failed: string }> = {
  zhComplex: {
    subject: '沙漠可持續發展大獎：隊伍「{team}」的報名{status}',
    title: '報名審核結果',
    passedWord: '已通過',
    failedWord: '未通過',
    passed: '你的隊伍「{team}」的報名已通過審核。',
    period: '請留意作品提交的時間：{submission}。',
    failed: '你的隊伍「{team}」的報名未通過審核。\n原因：{reason}\n請登入個人中心修改資料後重新提交。',
  },
  zhSimple: {
    subject: '沙漠可持续发展大奖：队伍「{team}」的报名{status}',
    title: '报名审核结果',
    passedWord: '已通过',
    failedWord: '未通过',
    passed: '你的队伍「{team}」的报名已通过审核。',
    period: '请留意作品提交的时间：{submission}。',
    failed: '你的队伍「{team}」的报名未通过审核。\n原因：{reason}\n请登录个人中心修改信息后重新提交。',
  },
  en: {
    subject: 'Desert Sustainability Award: the registration of team "{team}" has {status}',
    title: 'Registration review',
    passedWord: 'passed',
    failedWord: 'not passed',
    passed: 'The registration of your team "{team}" has passed review.',
    period: 'Please note the work submission period: {submission}.',
    failed: 'The registration of your team "{team}" did not pass review.\nReason: {reason}\nPlease log in to your personal center, correct it and submit again.',
  },
};

type Params = { team: string; decision: 'passed' | 'failed'; reason: string; submission: string };

function sentence(params: Params, lang: keyof typeof WORDS): string {
  const words = WORDS[lang];
  if (params.decision === 'failed') return fill(words.failed, params);
  const passed = fill(words.passed, params);
  if (!params.submission) return passed;
  return `${passed}${lang === 'en' ? ' ' : ''}${fill(words.period, params)}`;
}

export const registrationDecision: KindTemplate<'registration-decision'> = {
  subject: (params, lang) =>
    fill(WORDS[lang].subject, { team: params.team, status: params.decision === 'passed' ? WORDS[lang].passedWord : WORDS[lang].failedWord }),
  preview: (params, lang) => sentence(params, lang).split('\n')[0] ?? '',
  Body: ({ params, lang }) => (
    <>
      <Title>{WORDS[lang].title}</Title>
      <Para text={sentence(params, lang)} />
    </>
  ),
};
