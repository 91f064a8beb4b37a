import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '@portal/contracts/languages';
import { SITE_NAME } from '@portal/contracts/page-texts';
import { translate } from '../../src/i18n/translate.js';
import { renderMessage } from '../../src/messages/render.js';
import { ROLE_WORDS } from '../../src/staff/invites.js';
import { STATUS_WORD } from '../../src/works/status.js';

// The kinds that were plain-text mails before the templates keep their wording (api/src/i18n/messages.ts,
// staff-messages.ts): what a team read yesterday it reads today, now framed. Whitespace may differ (paragraphs).

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(LANGUAGES)('the wording kept, in %s', (lang) => {
  it('sign-up code', async () => {
    const params = { code: '482913', minutes: 10 };
    const mail = await renderMessage('signup-code', lang, params);
    expect(mail.subject).toBe(translate('mailCodeSubject', lang, params));
    expect(flat(mail.text)).toContain(flat(translate('mailCodeText', lang, params)));
  });

  it('vote code, by mail and by SMS', async () => {
    const params = { code: '730245', minutes: 5 };
    const mail = await renderMessage('vote-code', lang, params);
    expect(mail.subject).toBe(translate('voteMailSubject', lang, params));
    expect(flat(mail.text)).toContain(flat(translate('voteMailText', lang, params)));
    expect((await renderMessage('vote-code', lang, params, { channel: 'sms' })).text).toBe(translate('voteSmsText', lang, params));
  });

  it('registration decision', async () => {
    const passed = { team: 'Sand Walkers', decision: 'passed' as const, reason: '', submission: '2027-03-01 – 2027-04-30' };
    const failed = { team: 'Sand Walkers', decision: 'failed' as const, reason: 'Card unreadable', submission: '' };
    const mailPassed = await renderMessage('registration-decision', lang, passed);
    const mailFailed = await renderMessage('registration-decision', lang, failed);
    expect(mailPassed.subject).toBe(translate('mailStatusSubject', lang, { team: passed.team, status: translate('statusPassedWord', lang) }));
    expect(mailFailed.subject).toBe(translate('mailStatusSubject', lang, { team: failed.team, status: translate('statusFailedWord', lang) }));
    expect(flat(mailPassed.text)).toContain(flat(translate('mailStatusPassed', lang, passed)));
    expect(flat(mailFailed.text)).toContain(flat(translate('mailStatusFailed', lang, failed)));
  });

  it('work status', async () => {
    const params = { team: 'Sand Walkers', title: 'Green Dunes', status: 'notShortlisted' };
    const mail = await renderMessage('work-status', lang, params);
    const words = { ...params, status: translate(STATUS_WORD.notShortlisted, lang) };
    expect(mail.subject).toBe(translate('workStatusMailSubject', lang, words));
    expect(flat(mail.text)).toContain(flat(translate('workStatusMailText', lang, words)));
  });
});

describe('the staff invitation', () => {
  it('keeps its wording in the three languages, whatever the frame’s language', async () => {
    const params = { role: 'judge', url: 'https://desert-award.example/admin/invitation?token=t', days: 7 };
    const mail = await renderMessage('staff-invite', 'en', params);
    expect(mail.subject).toBe(translate('staffInviteMailSubject', 'en'));
    for (const lang of LANGUAGES) {
      const old = translate('staffInviteMailText', lang, { role: translate(ROLE_WORDS.judge, lang), site: SITE_NAME[lang], days: 7, url: params.url });
      expect(flat(mail.text)).toContain(flat(old));
    }
  });
});
