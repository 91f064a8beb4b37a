import type { KindTemplate, Words } from '../template.js';
import { fill, hongKongTime } from '../format.js';
import { Para, Title } from '../parts.js';

// Issue 26.1: sent to the OLD address once the change is done; the new one is masked by the sender.
const WORDS: Words<{ subject: string; title: string; text: string; notYou: string }> = {
  zhComplex: {
    subject: '沙漠可持續發展大獎：你的電郵地址已更改',
    title: '電郵地址已更改',
    text: '你的帳戶電郵地址已於 {at} 改為 {newAddress}。此後帳戶的郵件會寄往新地址。',
    notYou: '如非你本人操作，請立即聯絡主辦方。',
  },
  zhSimple: {
    subject: '沙漠可持续发展大奖：你的邮箱地址已更改',
    title: '邮箱地址已更改',
    text: '你的账户邮箱地址已于 {at} 改为 {newAddress}。此后账户的邮件会发往新地址。',
    notYou: '如非本人操作，请立即联系主办方。',
  },
  en: {
    subject: 'Desert Sustainability Award: your e-mail address was changed',
    title: 'Your e-mail address was changed',
    text: 'The e-mail address of your account was changed to {newAddress} on {at}. The account’s mail now goes to the new address.',
    notYou: 'If this was not you, contact the organizers now.',
  },
};

const sentence = (params: { newAddress: string; at: string }, lang: keyof typeof WORDS) =>
  fill(WORDS[lang].text, { newAddress: params.newAddress, at: hongKongTime(params.at, lang) });

export const emailChanged: KindTemplate<'email-changed'> = {
  subject: (_params, lang) => WORDS[lang].subject,
  preview: (params, lang) => sentence(params, lang),
  Body: ({ params, lang }) => (
    <>
      <Title>{WORDS[lang].title}</Title>
      <Para text={sentence(params, lang)} />
      <Para text={WORDS[lang].notYou} />
    </>
  ),
};
