import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '@portal/contracts/languages';
import { renderMessage } from '../../src/messages/render.js';
import { SITE } from './template-samples.js';

// Issue 26.2/26.6: every parameter is text. Markup typed into a team name, a work title or a broadcast is shown as the
// characters typed, never run or followed; an address that is not a web address never becomes a link.

const SCRIPT = '<script>alert(1)</script>';
const LINK = '<a href=javascript:alert(2)>click</a>';
const HOSTILE_URL = 'javascript:alert(3)';

function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<a href=javascript/i);
  expect(html).not.toMatch(/href="\s*javascript:/i);
  expect(html).not.toMatch(/\son\w+=/i);
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
}

describe('hostile parameters', () => {
  it.each(LANGUAGES)('a team name and a title are text in the html and the text (%s)', async (lang) => {
    const mail = await renderMessage('work-status', lang, { team: SCRIPT, title: LINK, status: 'underReview' }, { site: SITE });
    expectInert(mail.html ?? '');
    expect(mail.html).toContain('&lt;a href=javascript:alert(2)&gt;click&lt;/a&gt;');
    // The text part is text/plain: it shows the characters typed, and nothing of them is turned into a link.
    expect(mail.text).toContain(SCRIPT);
    expect(mail.text).toContain(LINK);
    expect(mail.subject).toContain(LINK);
  });

  it('a broadcast subject and body are text', async () => {
    const mail = await renderMessage('broadcast', 'en', { subject: SCRIPT, body: `Hello\n\n${LINK}\n${SCRIPT}` }, { site: SITE, unsubscribeUrl: 'https://desert-award.example/u' });
    expectInert(mail.html ?? '');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain(SCRIPT);
    expect(mail.text).not.toMatch(/click\s+javascript:/);
  });

  it('a team name in a receipt and an answer is text, and a javascript: address is not linked', async () => {
    const receipt = await renderMessage(
      'work-receipt',
      'zhComplex',
      { team: SCRIPT, step: SCRIPT, title: SCRIPT, fileName: `${SCRIPT}.mp4`, size: 10, sha256: SCRIPT, durationSeconds: null, receivedAt: 'not a time' },
      { site: SITE },
    );
    expectInert(receipt.html ?? '');
    const answer = await renderMessage('thread-answer', 'en', { team: SCRIPT, excerpt: LINK, url: HOSTILE_URL }, { site: SITE });
    expectInert(answer.html ?? '');
    expect(answer.html).not.toContain('href="javascript');
    const reminder = await renderMessage('reminder', 'en', { reminder: 'works', step: SCRIPT, closesAt: '2026-12-01T00:00:00Z', url: HOSTILE_URL }, { unsubscribeUrl: HOSTILE_URL, site: SITE });
    expect(reminder.html).not.toMatch(/javascript:/);
    expect(reminder.text).not.toMatch(/javascript:/);
  });
});
