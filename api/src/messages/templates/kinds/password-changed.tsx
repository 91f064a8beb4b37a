import type { KindTemplate, Words } from '../template.js';
import { fill, hongKongTime } from '../format.js';
import { Para, Title } from '../parts.js';

// Issue 26.1: the owner learns of a reset they may not have made, and what to do then.
const WORDS: Words<{ subject: string; title: string; text: string; notYou: string }> = {
  zhComplex: {
    subject: '沙漠可持續發展大獎：你的密碼已重設',
    title: '密碼已重設',
    text: '你的帳戶密碼已於 {at} 重設，所有已登入的裝置均已登出。',
    notYou: '如非你本人操作，請立即以「忘記密碼」再次重設密碼，並聯絡主辦方。',
  },
  zhSimple: {
    subject: '沙漠可持续发展大奖：你的密码已重置',
    title: '密码已重置',
    text: '你的账户密码已于 {at} 重置，所有已登录的设备均已退出登录。',
    notYou: '如非本人操作，请立即通过“忘记密码”再次重置密码，并联系主办方。',
  },
  en: {
    subject: 'Desert Sustainability Award: your password was reset',
    title: 'Your password was reset',
    text: 'The password of your account was reset on {at}, and every device signed in to it was signed out.',
    notYou: 'If this was not you, reset your password again now with “Forgot password” and contact the organizers.',
  },
};

export const passwordChanged: KindTemplate<'password-changed'> = {
  subject: (_params, lang) => WORDS[lang].subject,
  preview: (params, lang) => fill(WORDS[lang].text, { at: hongKongTime(params.at, lang) }),
  Body: ({ params, lang }) => (
    <>
      <Title>{WORDS[lang].title}</Title>
      <Para text={fill(WORDS[lang].text, { at: hongKongTime(params.at, lang) })} />
      <Para text={WORDS[lang].notYou} />
    </>
  ),
};
