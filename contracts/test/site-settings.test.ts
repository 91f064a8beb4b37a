import { describe, expect, it } from '@jest/globals';
import { Value } from 'typebox/value';
import {
  SaveSiteSettingsBody,
  SiteSettings,
  chainLinkFor,
  isSitePageSettings,
  pageSettings,
  siteSettingsIssues,
  type SiteSettings as Settings,
} from '../src/site-settings.js';

// The site settings (issue 25 point 3): one rule set the server runs on a save and the back office's form runs before
// sending; the pages read only the part they draw.

const valid = (): Settings => ({
  contact: { phone: '+852 2345 6789', email: 'hello@desert.example.org', address: { zhComplex: '香港中環', zhSimple: '', en: 'Central, Hong Kong' } },
  social: { instagram: 'https://www.instagram.com/desert', facebook: '', whatsapp: 'https://wa.me/85223456789' },
  questionnaire: { zhComplex: 'https://forms.example.org/q?lang=zh-hk', zhSimple: 'https://forms.example.org/q?lang=zh-cn', en: 'https://forms.example.org/q?lang=en' },
  arPromoUrl: 'https://ar.example.org/desert',
  introVideoUrl: null,
  chatAppUrl: 'https://chat.example.org/desert',
  chainTransactions: ['https://explorer.example.org/tx/1', '', 'https://explorer.example.org/tx/3'],
});

const issuesOf = (change: (settings: Settings) => void) => {
  const settings = valid();
  change(settings);
  return siteSettingsIssues(settings);
};

describe('the rules', () => {
  it('take valid settings, empty optional links and either kind of intro video', () => {
    expect(siteSettingsIssues(valid())).toEqual([]);
    expect(issuesOf((s) => (s.introVideoUrl = '/media/intro.mp4'))).toEqual([]);
    expect(issuesOf((s) => (s.introVideoUrl = 'https://cdn.example.org/intro.mp4'))).toEqual([]);
    expect(issuesOf((s) => (s.contact.phone = '(852) 2345-6789'))).toEqual([]);
  });

  it.each([
    ['a link that is not https', (s: Settings) => (s.arPromoUrl = 'http://ar.example.org'), 'arPromoUrl', 'url'],
    ['a script link', (s: Settings) => (s.social.facebook = 'javascript:alert(1)'), 'social.facebook', 'url'],
    ['a data link', (s: Settings) => (s.questionnaire.en = 'data:text/html,<script>'), 'questionnaire.en', 'url'],
    ['a link with credentials', (s: Settings) => (s.chatAppUrl = 'https://user:pw@chat.example.org'), 'chatAppUrl', 'url'],
    ['a link with a space', (s: Settings) => (s.chatAppUrl = 'https://chat.example.org/a b'), 'chatAppUrl', 'url'],
    ['a protocol-relative link', (s: Settings) => (s.social.instagram = '//evil.example'), 'social.instagram', 'url'],
    ['a host without a dot', (s: Settings) => (s.arPromoUrl = 'https://localhost/x'), 'arPromoUrl', 'url'],
    ['an over-long link', (s: Settings) => (s.arPromoUrl = `https://ar.example.org/${'a'.repeat(500)}`), 'arPromoUrl', 'tooLong'],
    ['a missing questionnaire', (s: Settings) => (s.questionnaire.zhSimple = ''), 'questionnaire.zhSimple', 'required'],
    ['a bad transaction link', (s: Settings) => (s.chainTransactions[2] = 'ftp://x.example'), 'chainTransactions.2', 'url'],
    ['a video elsewhere on this site', (s: Settings) => (s.introVideoUrl = '/uploads/x.mp4'), 'introVideoUrl', 'media'],
    ['a video climbing out of /media', (s: Settings) => (s.introVideoUrl = '/media/../uploads/x.mp4'), 'introVideoUrl', 'media'],
    ['letters in the phone', (s: Settings) => (s.contact.phone = 'call us'), 'contact.phone', 'phone'],
    ['too few digits', (s: Settings) => (s.contact.phone = '12345'), 'contact.phone', 'phone'],
    ['an empty phone', (s: Settings) => (s.contact.phone = ' '), 'contact.phone', 'required'],
    ['an address without @', (s: Settings) => (s.contact.email = 'hello.example.org'), 'contact.email', 'email'],
    ['an e-mail with a header break', (s: Settings) => (s.contact.email = 'a@b.org\nBcc: x@y.org'), 'contact.email', 'email'],
    ['an empty Traditional Chinese address', (s: Settings) => (s.contact.address.zhComplex = ''), 'contact.address.zhComplex', 'required'],
    ['markup in an address', (s: Settings) => (s.contact.address.en = '<b>Central</b>'), 'contact.address.en', 'text'],
    ['two lines of address', (s: Settings) => (s.contact.address.en = 'Central\nHong Kong'), 'contact.address.en', 'text'],
  ])('refuse %s, naming where', (_case, change, path, problem) => {
    expect(issuesOf(change)).toEqual([{ path, problem }]);
  });

  it('list every problem in the order of the form', () => {
    const issues = issuesOf((s) => {
      s.chatAppUrl = 'x';
      s.contact.email = 'x';
      s.contact.phone = 'x';
    });
    expect(issues.map((issue) => issue.path)).toEqual(['contact.phone', 'contact.email', 'chatAppUrl']);
  });
});

describe('the schema', () => {
  it('takes the settings and refuses other keys, a 180th transaction link or a wrong type', () => {
    expect(Value.Check(SiteSettings, valid())).toBe(true);
    expect(Value.Check(SiteSettings, { ...valid(), apiHost: 'x' })).toBe(false);
    expect(Value.Check(SiteSettings, { ...valid(), chainTransactions: Array.from({ length: 180 }, () => '') })).toBe(false);
    expect(Value.Check(SiteSettings, { ...valid(), introVideoUrl: 3 })).toBe(false);
    expect(Value.Check(SaveSiteSettingsBody, { version: 1, settings: valid() })).toBe(true);
    expect(Value.Check(SaveSiteSettingsBody, { version: 0, settings: valid() })).toBe(false);
  });
});

describe('what the pages read', () => {
  it('leaves the short links out of the page settings, which the pages recognize', () => {
    const page = pageSettings(valid());
    expect(page).not.toHaveProperty('chainTransactions');
    expect(page).not.toHaveProperty('chatAppUrl');
    expect(isSitePageSettings(page)).toBe(true);
    expect(isSitePageSettings({ ...page, questionnaire: { en: 'x' } })).toBe(false);
    expect(isSitePageSettings(null)).toBe(false);
  });

  it('leads /c/N to its transaction, /c/180 to the chat app, and nothing else anywhere', () => {
    const settings = valid();
    expect(chainLinkFor('1', settings)).toBe('https://explorer.example.org/tx/1');
    expect(chainLinkFor('3', settings)).toBe('https://explorer.example.org/tx/3');
    expect(chainLinkFor('180', settings)).toBe('https://chat.example.org/desert');
    expect(chainLinkFor('003', settings)).toBe('https://explorer.example.org/tx/3');
    for (const segment of ['2', '4', '179', '0', '181', '999', '-1', '1.5', 'abc', '', '1e2', '0x10']) {
      expect([segment, chainLinkFor(segment, settings)]).toEqual([segment, null]);
    }
  });
});
