import type { Language } from '@portal/contracts/languages';
import type { MessageParams } from '../../kinds.js';
import type { KindTemplate, Words } from '../template.js';
import { filmLength, fileSize, fill, hongKongTime } from '../format.js';
import { Facts, Para, Title, type Fact } from '../parts.js';

// Issue 26.4: what the team can check its upload against — the exact bytes and the SHA-256 it can compute itself.
const WORDS: Words<{
  subject: string;
  title: string;
  text: string;
  keep: string;
  step: string;
  work: string;
  file: string;
  size: string;
  length: string;
  received: string;
}> = {
  zhComplex: {
    subject: '沙漠可持續發展大獎：已收到作品「{title}」',
    title: '作品提交收據',
    text: '我們已收到隊伍「{team}」提交的作品，詳情如下：',
    keep: '請保留此郵件作為收據；你也可在個人中心查看。',
    step: '階段',
    work: '作品名稱',
    file: '檔案名稱',
    size: '檔案大小',
    length: '影片長度',
    received: '收到時間',
  },
  zhSimple: {
    subject: '沙漠可持续发展大奖：已收到作品「{title}」',
    title: '作品提交回执',
    text: '我们已收到队伍「{team}」提交的作品，详情如下：',
    keep: '请保留此邮件作为回执；你也可在个人中心查看。',
    step: '阶段',
    work: '作品名称',
    file: '文件名称',
    size: '文件大小',
    length: '视频时长',
    received: '收到时间',
  },
  en: {
    subject: 'Desert Sustainability Award: we received your work "{title}"',
    title: 'Receipt of your work',
    text: 'We received the work of team "{team}":',
    keep: 'Please keep this e-mail as your receipt; your personal center shows it too.',
    step: 'Step',
    work: 'Title',
    file: 'File name',
    size: 'Size',
    length: 'Film length',
    received: 'Received',
  },
};

function facts(params: MessageParams['work-receipt'], lang: Language): Fact[] {
  const words = WORDS[lang];
  return [
    { label: words.step, value: params.step },
    { label: words.work, value: params.title },
    { label: words.file, value: params.fileName },
    { label: words.size, value: fileSize(params.size, lang) },
    { label: 'SHA-256', value: params.sha256, mono: true },
    ...(params.durationSeconds === null ? [] : [{ label: words.length, value: filmLength(params.durationSeconds) }]),
    { label: words.received, value: hongKongTime(params.receivedAt, lang) },
  ];
}

export const workReceipt: KindTemplate<'work-receipt'> = {
  subject: (params, lang) => fill(WORDS[lang].subject, { title: params.title }),
  preview: (params, lang) => `${WORDS[lang].title} · ${params.step} · ${params.title}`,
  Body: ({ params, lang }) => (
    <>
      <Title>{WORDS[lang].title}</Title>
      <Para text={fill(WORDS[lang].text, { team: params.team })} />
      <Facts facts={facts(params, lang)} lang={lang} />
      <Para text={WORDS[lang].keep} />
    </>
  ),
};
