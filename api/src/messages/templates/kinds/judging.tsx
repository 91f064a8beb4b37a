import type { Language } from '@portal/contracts/languages';
import type { MessageParams } from '../../kinds.js';
import type { KindTemplate, Words } from '../template.js';
import { fill, hongKongTime } from '../format.js';
import { Action, Para, Quote, Title } from '../parts.js';

// Issue 27: the two mails a judge gets about their sheet — a reminder before the round closes while it is unfinished,
// and the notice that an organizer reopened it (with their reason). Essential: a judge's work, no unsubscribe link.

const REMINDER: Words<{ subject: string; title: string; text: string; button: string }> = {
  zhComplex: {
    subject: '沙漠可持續發展大獎：「{round}」評審將於 {closesAt} 截止',
    title: '評審即將截止',
    text: '「{round}」評審將於 {closesAt} 截止。你已完成 {scored} / {assigned} 件作品的評分，評分表尚未提交。請於截止前完成評分並提交。',
    button: '前往評審',
  },
  zhSimple: {
    subject: '沙漠可持续发展大奖：「{round}」评审将于 {closesAt} 截止',
    title: '评审即将截止',
    text: '「{round}」评审将于 {closesAt} 截止。你已完成 {scored} / {assigned} 件作品的评分，评分表尚未提交。请于截止前完成评分并提交。',
    button: '前往评审',
  },
  en: {
    subject: 'Desert Sustainability Award: judging of "{round}" closes on {closesAt}',
    title: 'Judging closes soon',
    text: 'Judging of "{round}" closes on {closesAt}. You have scored {scored} of your {assigned} entries and your sheet is not submitted yet. Please finish and submit it before then.',
    button: 'Go to judging',
  },
};

const REOPENED: Words<{ subject: string; title: string; text: string; button: string }> = {
  zhComplex: {
    subject: '沙漠可持續發展大獎：你的「{round}」評分表已重新開放',
    title: '評分表已重新開放',
    text: '主辦方重新開放了你的「{round}」評分表，原因如下。請修改後於 {closesAt} 前再次提交。',
    button: '前往評審',
  },
  zhSimple: {
    subject: '沙漠可持续发展大奖：你的「{round}」评分表已重新开放',
    title: '评分表已重新开放',
    text: '主办方重新开放了你的「{round}」评分表，原因如下。请修改后于 {closesAt} 前再次提交。',
    button: '前往评审',
  },
  en: {
    subject: 'Desert Sustainability Award: your "{round}" sheet was reopened',
    title: 'Your sheet was reopened',
    text: 'The organizers reopened your sheet of "{round}" for the reason below. Please review it and submit it again before {closesAt}.',
    button: 'Go to judging',
  },
};

// `closesAt` is the round's exclusive end (midnight after its last day); a judge reads the last minute they may act.
const lastMinute = (instant: string) => new Date(Date.parse(instant) - 60_000).toISOString();

const reminderText = (text: string, params: MessageParams['judging-reminder'], lang: Language) =>
  fill(text, { round: params.round, closesAt: hongKongTime(lastMinute(params.closesAt), lang), scored: params.scored, assigned: params.assigned });
const reopenedText = (text: string, params: MessageParams['judging-reopened'], lang: Language) =>
  fill(text, { round: params.round, closesAt: hongKongTime(lastMinute(params.closesAt), lang) });

export const judgingReminder: KindTemplate<'judging-reminder'> = {
  subject: (params, lang) => reminderText(REMINDER[lang].subject, params, lang),
  preview: (params, lang) => reminderText(REMINDER[lang].text, params, lang),
  Body: ({ params, lang }) => (
    <>
      <Title>{REMINDER[lang].title}</Title>
      <Para text={reminderText(REMINDER[lang].text, params, lang)} />
      <Action url={params.url} label={REMINDER[lang].button} />
    </>
  ),
};

export const judgingReopened: KindTemplate<'judging-reopened'> = {
  subject: (params, lang) => reopenedText(REOPENED[lang].subject, params, lang),
  preview: (params, lang) => reopenedText(REOPENED[lang].text, params, lang),
  Body: ({ params, lang }) => (
    <>
      <Title>{REOPENED[lang].title}</Title>
      <Para text={reopenedText(REOPENED[lang].text, params, lang)} />
      <Quote text={params.reason} />
      <Action url={params.url} label={REOPENED[lang].button} />
    </>
  ),
};
