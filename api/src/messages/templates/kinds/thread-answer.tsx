import type { KindTemplate, Words } from '../template.js';
import { fill } from '../format.js';
import { Action, Para, Quote, Title } from '../parts.js';

// Issue 26.7: the team is told that staff answered; the whole answer stays behind its login.
const WORDS: Words<{ subject: string; title: string; text: string; button: string }> = {
  zhComplex: {
    subject: '沙漠可持續發展大獎：主辦方回覆了你的提問',
    title: '主辦方已回覆',
    text: '主辦方已回覆隊伍「{team}」的提問：',
    button: '查看完整回覆',
  },
  zhSimple: {
    subject: '沙漠可持续发展大奖：主办方回复了你的提问',
    title: '主办方已回复',
    text: '主办方已回复队伍「{team}」的提问：',
    button: '查看完整回复',
  },
  en: {
    subject: 'Desert Sustainability Award: the organizers answered your question',
    title: 'The organizers answered',
    text: 'The organizers answered the question of team "{team}":',
    button: 'Read the whole answer',
  },
};

export const threadAnswer: KindTemplate<'thread-answer'> = {
  subject: (_params, lang) => WORDS[lang].subject,
  preview: (params) => params.excerpt.replace(/\s+/g, ' ').slice(0, 120),
  Body: ({ params, lang }) => (
    <>
      <Title>{WORDS[lang].title}</Title>
      <Para text={fill(WORDS[lang].text, { team: params.team })} />
      <Quote text={params.excerpt} />
      <Action url={params.url} label={WORDS[lang].button} />
    </>
  ),
};
