import { describe, expect, it } from '@jest/globals';
import { contactHash, parseContact } from '../../src/votes/contact.js';

describe('parseContact', () => {
  it.each([
    ['92123456', '+85292123456'],
    ['9212 3456', '+85292123456'],
    ['+852 9212-3456', '+85292123456'],
    ['(852) 92123456', '+85292123456'],
    ['85292123456', '+85292123456'],
    ['+86 138 1234 5678', '+8613812345678'],
    // The US numbering does not tell mobiles from fixed lines: FIXED_LINE_OR_MOBILE is accepted.
    ['+1 201 555 0123', '+12015550123'],
  ])('reads %s as the mobile %s', (raw, e164) => {
    expect(parseContact(raw)).toEqual({ channel: 'sms', address: e164 });
  });

  it.each(['23456789', '+852 2345 6789', '12345', '9212345a', '', '   ', '++85292123456', '9'.repeat(30)])('refuses %j', (raw) => {
    expect(parseContact(raw)).toBeNull();
  });

  it('lower-cases and checks e-mail addresses', () => {
    expect(parseContact(' Ada@Example.ORG ')).toEqual({ channel: 'email', address: 'ada@example.org' });
    expect(parseContact('ada@example')).toBeNull();
    expect(parseContact(`${'a'.repeat(250)}@example.org`)).toBeNull();
  });
});

describe('contactHash', () => {
  it('is an HMAC: the same contact gives the same hash under one secret only, and phone and mail never collide', () => {
    const phone = parseContact('92123456')!;
    const again = parseContact('+852 9212 3456')!;
    expect(contactHash('s'.repeat(32), phone)).toBe(contactHash('s'.repeat(32), again));
    expect(contactHash('s'.repeat(32), phone)).not.toBe(contactHash('t'.repeat(32), phone));
    expect(contactHash('s'.repeat(32), phone)).toMatch(/^[0-9a-f]{64}$/);
  });
});
