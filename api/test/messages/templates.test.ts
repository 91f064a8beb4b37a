import { describe, expect, it } from '@jest/globals';
import { HTML_LANG, LANGUAGES } from '@portal/contracts/languages';
import { MESSAGE_KINDS } from '@portal/contracts/admin-messages';
import { ESSENTIAL, type MessageKind } from '../../src/messages/kinds.js';
import { renderMessage } from '../../src/messages/render.js';
import { SAMPLES, SITE, expectedParts } from './template-samples.js';

// Issue 26.2: one template per kind draws the subject, the text and the HTML in the recipient's language, inside the
// frame that names the site and the organizers' contact; only non-essential mail offers to unsubscribe.

const UNSUBSCRIBE = 'https://desert-award.example/unsubscribe?token=u-123';
const kinds = MESSAGE_KINDS as readonly MessageKind[];

/** The HTML as a person sees it: entities decoded, tags dropped (the phone number stays one string). */
const visible = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe.each(kinds)('%s', (kind) => {
  it.each(LANGUAGES)('renders in %s with its parameters and the organizers’ contact', async (lang) => {
    const mail = await renderMessage(kind, lang, SAMPLES[kind], { site: SITE, unsubscribeUrl: UNSUBSCRIBE });
    expect(mail.subject.trim()).not.toBe('');
    const html = mail.html ?? '';
    for (const part of [...expectedParts(kind, lang), SITE.name[lang], SITE.phone, SITE.email, SITE.address[lang]]) {
      expect(mail.text).toContain(part);
      // An address may be a button's only: then it is the link's target.
      if (part.startsWith('https://') && !visible(html).includes(part)) expect(html).toContain(`href="${part}"`);
      else expect(visible(html)).toContain(part);
    }
    if (ESSENTIAL[kind]) {
      expect(html).not.toContain(UNSUBSCRIBE.replace(/&/g, '&amp;').split('?')[0]);
      expect(mail.text).not.toContain('unsubscribe');
    } else {
      expect(html).toContain(`href="${UNSUBSCRIBE}"`);
      expect(mail.text).toContain(UNSUBSCRIBE);
    }
  });

  it('is an HTML document in the recipient’s language, readable in dark mode, with no script or remote resource', async () => {
    for (const lang of LANGUAGES) {
      const { html = '' } = await renderMessage(kind, lang, SAMPLES[kind], { site: SITE });
      expect(html).toMatch(/^<!DOCTYPE html/i);
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${HTML_LANG[lang]}"`));
      expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
      expect(html).toContain('@media (prefers-color-scheme: dark)');
      expect(html).toContain('max-width:600px');
      expect(html).not.toMatch(/<script|<img|<iframe|<link\b|\bsrc=|url\(/i);
    }
  });
});

describe('the vote code by SMS', () => {
  it.each(LANGUAGES)('is the short text only, in %s', async (lang) => {
    const sms = await renderMessage('vote-code', lang, SAMPLES['vote-code'], { channel: 'sms', site: SITE });
    expect(sms.html).toBeUndefined();
    expect(sms.text).toContain('730245');
    // One SMS segment: 70 characters in UCS-2 (Chinese), 160 in GSM-7.
    expect(sms.text.length).toBeLessThanOrEqual(lang === 'en' ? 160 : 70);
  });

  it('is refused for a kind that has no SMS text', async () => {
    await expect(renderMessage('work-receipt', 'en', SAMPLES['work-receipt'], { channel: 'sms' })).rejects.toThrow(/SMS/);
  });
});

describe('the staff invitation', () => {
  it('is written in the three languages at once, each marked with its language', async () => {
    const { html = '', subject } = await renderMessage('staff-invite', 'zhComplex', SAMPLES['staff-invite'], { site: SITE });
    expect(subject).toBe('Back office invitation · 管理後台邀請');
    for (const lang of LANGUAGES) {
      expect(html).toContain(`<div lang="${HTML_LANG[lang]}">`);
      expect(html).toContain(SITE.name[lang]);
    }
  });
});

describe('the registration decision', () => {
  it('keeps the plain-text wording it replaces, with the works period when there is one', async () => {
    const passed = await renderMessage('registration-decision', 'zhComplex', { team: '沙行者', decision: 'passed', reason: '', submission: '2027-03-01 – 2027-04-30' });
    expect(passed.subject).toBe('沙漠可持續發展大獎：隊伍「沙行者」的報名已通過');
    expect(passed.text).toContain('你的隊伍「沙行者」的報名已通過審核。請留意作品提交的時間：2027-03-01 – 2027-04-30。');
    const none = await renderMessage('registration-decision', 'en', { team: 'T', decision: 'passed', reason: '', submission: '' });
    expect(none.text).toContain('The registration of your team "T" has passed review.');
    expect(none.text).not.toContain('submission period');
  });
});

describe('a mail without the site settings', () => {
  it('still names the site, and shows no empty contact lines', async () => {
    const mail = await renderMessage('signup-code', 'en', SAMPLES['signup-code']);
    expect(mail.text).toContain('International Desert Sustainability Award');
    expect(mail.text).not.toMatch(/Phone|E-mail:|Address/);
  });
});
