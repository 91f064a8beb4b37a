import { CHAIN_LINK_RANGE, externalLinkFor, siteConfig } from '@portal/shared/config';

test('every number from 1 to 179 has its own configured https link', () => {
  const links = new Set<string>();
  for (let n = CHAIN_LINK_RANGE.first; n <= CHAIN_LINK_RANGE.last; n++) {
    const link = externalLinkFor(String(n));
    expect(link).toMatch(/^https:\/\//);
    links.add(link!);
  }
  expect(links.size).toBe(179);
});

test('180 is the chat-app link', () => {
  expect(externalLinkFor('180')).toBe(siteConfig.externalLinks.chatApp);
});

test.each(['0', '181', '999', '-1', '1.5', 'abc', '', '1e2', '0x10'])('/c/%s is not a known number', (segment) => {
  expect(externalLinkFor(segment)).toBeNull();
});

test('a number inside the range without a configured link is treated as unknown', () => {
  const config = { ...siteConfig, externalLinks: { chatApp: 'https://chat.example', chainTransactions: {} } };
  expect(externalLinkFor('5', config)).toBeNull();
});

test('every language has a questionnaire form and a foundation address', () => {
  for (const language of ['zhComplex', 'zhSimple', 'en'] as const) {
    expect(siteConfig.questionnaire[language]).toMatch(/^https:\/\//);
    expect(siteConfig.contact.address[language]).not.toBe('');
  }
});
