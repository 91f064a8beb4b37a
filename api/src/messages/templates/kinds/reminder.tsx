import type { Language } from '@portal/contracts/languages';
import type { MessageParams } from '../../kinds.js';
import type { KindTemplate, Words } from '../template.js';
import { fill, hongKongTime } from '../format.js';
import { Action, Para, Title } from '../parts.js';

// Issue 26.5: a reminder from the season file, before a works step or registration closes. Not essential: it carries
// the unsubscribe link.
type Rule = MessageParams['reminder']['reminder'];
const WORDS: Words<Record<Rule, { subject: string; title: string; text: string; button: string }>> = {
  zhComplex: {
    works: {
      subject: '沙漠可持續發展大獎：「{step}」將於 {closesAt} 截止提交',
      title: '作品提交即將截止',
      text: '「{step}」的作品提交將於 {closesAt} 截止，你的隊伍尚未完成提交。請及早上傳，以免臨近截止時網絡擠塞。',
      button: '提交作品',
    },
    registration: {
      subject: '沙漠可持續發展大獎：報名將於 {closesAt} 截止',
      title: '報名即將截止',
      text: '報名將於 {closesAt} 截止，你已開始填寫的報名尚未提交。請於截止前完成並提交。',
      button: '完成報名',
    },
  },
  zhSimple: {
    works: {
      subject: '沙漠可持续发展大奖：「{step}」将于 {closesAt} 截止提交',
      title: '作品提交即将截止',
      text: '「{step}」的作品提交将于 {closesAt} 截止，你的队伍尚未完成提交。请尽早上传，以免临近截止时网络拥堵。',
      button: '提交作品',
    },
    registration: {
      subject: '沙漠可持续发展大奖：报名将于 {closesAt} 截止',
      title: '报名即将截止',
      text: '报名将于 {closesAt} 截止，你已开始填写的报名尚未提交。请于截止前完成并提交。',
      button: '完成报名',
    },
  },
  en: {
    works: {
      subject: 'Desert Sustainability Award: "{step}" closes on {closesAt}',
      title: 'The works deadline is near',
      text: 'Work submission for "{step}" closes on {closesAt}, and your team has not finished its submission. Please upload early: the network is busiest just before the deadline.',
      button: 'Submit your work',
    },
    registration: {
      subject: 'Desert Sustainability Award: registration closes on {closesAt}',
      title: 'Registration closes soon',
      text: 'Registration closes on {closesAt}, and the registration you started has not been submitted. Please finish and submit it before then.',
      button: 'Finish your registration',
    },
  },
};

const words = (params: MessageParams['reminder'], lang: Language) => WORDS[lang][params.reminder] ?? WORDS[lang].works;
// `closesAt` is the step's exclusive end (midnight after its last day); a team reads the last minute it may still act.
const lastMinute = (instant: string) => new Date(Date.parse(instant) - 60_000).toISOString();
const filled = (text: string, params: MessageParams['reminder'], lang: Language) =>
  fill(text, { step: params.step, closesAt: hongKongTime(lastMinute(params.closesAt), lang) });

export const reminder: KindTemplate<'reminder'> = {
  subject: (params, lang) => filled(words(params, lang).subject, params, lang),
  preview: (params, lang) => filled(words(params, lang).text, params, lang),
  Body: ({ params, lang }) => (
    <>
      <Title>{words(params, lang).title}</Title>
      <Para text={filled(words(params, lang).text, params, lang)} />
      <Action url={params.url} label={words(params, lang).button} />
    </>
  ),
};
