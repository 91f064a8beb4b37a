import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PUBLIC_VOTE } from '../../src/season/public-vote.js';
import { acceptContact } from '../../src/votes/contact-policy.js';
import { contactHash, parseContact } from '../../src/votes/contact.js';
import { isDisposableEmail } from '../../src/votes/disposable.js';
import { foldEmail } from '../../src/votes/fold.js';

// Issue 28: aliases of one mailbox are one voter; disposable domains and, in a phone-only season, e-mail are refused.

const SECRET = 's'.repeat(32);
const hashOf = (typed: string) => contactHash(SECRET, parseContact(typed)!);

describe('foldEmail', () => {
  it.each([
    ['ada.lovelace+1@gmail.com', 'adalovelace@gmail.com'],
    ['adalovelace@googlemail.com', 'adalovelace@gmail.com'],
    ['ada.lovelace+x@gmail.com', 'adalovelace@gmail.com'],
    ['a.d.a+one+two@googlemail.com', 'ada@gmail.com'],
    // Sub-addresses fold for every domain (RFC 5233); dots only where the service ignores them.
    ['ada+news@example.org', 'ada@example.org'],
    ['ada.lovelace+news@outlook.com', 'ada.lovelace@outlook.com'],
    // A hyphen is part of many real names (and Yahoo's '-' aliases use a base name that is not the mailbox's): kept.
    ['mary-jane@yahoo.com', 'mary-jane@yahoo.com'],
    ['mary-jane-news@example.org', 'mary-jane-news@example.org'],
    // Nothing to fold to: kept as typed.
    ['+tag@example.org', '+tag@example.org'],
    ['...@gmail.com', '...@gmail.com'],
  ])('folds %s to %s', (address, folded) => {
    expect(foldEmail(address)).toBe(folded);
  });

  it('folds a plain address to itself, so the hashes of votes cast before folding do not change', () => {
    for (const address of ['ada@example.org', 'ada.lovelace@outlook.com', 'adalovelace@gmail.com', 'mary-jane@yahoo.com']) {
      expect(foldEmail(address)).toBe(address);
      // The hash as it was computed before issue 28: HMAC of `channel:address`.
      expect(hashOf(address)).toBe(createHmac('sha256', SECRET).update(`email:${address}`).digest('hex'));
    }
    expect(hashOf('92123456')).toBe(createHmac('sha256', SECRET).update('sms:+85292123456').digest('hex'));
  });

  it('gives the aliases of one mailbox one contact hash, and other mailboxes others', () => {
    const one = hashOf('Ada.Lovelace+1@gmail.com');
    expect(hashOf('adalovelace@googlemail.com')).toBe(one);
    expect(hashOf('ada.lovelace+x@GMAIL.com')).toBe(one);
    expect(hashOf('adalovelace@gmail.com')).toBe(one);
    expect(hashOf('ada.lovelace@example.org')).not.toBe(hashOf('adalovelace@example.org'));
    expect(hashOf('adalovelace2@gmail.com')).not.toBe(one);
  });

  it('still sends the code to the address typed', () => {
    expect(parseContact('Ada.Lovelace+1@gmail.com')).toEqual({ channel: 'email', address: 'ada.lovelace+1@gmail.com' });
  });
});

describe('isDisposableEmail', () => {
  it.each(['x@mailinator.com', 'x@guerrillamail.com', 'x@10minutemail.com'])('finds %s on the list', (address) => {
    expect(isDisposableEmail(address)).toBe(true);
  });

  it('counts a subdomain of a wildcard domain, not of an exact one', () => {
    // 33mail.com is on wildcard.json (it hands out `<user>.33mail.com`); 0-mail.com only on index.json.
    expect(isDisposableEmail('shop@ada.33mail.com')).toBe(true);
    expect(isDisposableEmail('shop@deep.ada.33mail.com')).toBe(true);
    expect(isDisposableEmail('x@0-mail.com')).toBe(true);
    expect(isDisposableEmail('x@sub.0-mail.com')).toBe(false);
  });

  it.each(['x@gmail.com', 'x@yahoo.com.hk', 'x@outlook.com', 'x@qq.com', 'x@163.com', 'x@netvigator.com', 'x@example.org', 'x@not33mail.com'])(
    'passes %s',
    (address) => {
      expect(isDisposableEmail(address)).toBe(false);
    },
  );
});

describe('acceptContact', () => {
  it('takes a phone or an address by default, and refuses a disposable address', () => {
    expect(DEFAULT_PUBLIC_VOTE.contacts).toBe('phoneOrEmail');
    expect(acceptContact('9212 3456', 'phoneOrEmail')).toEqual({ ok: true, contact: { channel: 'sms', address: '+85292123456' } });
    expect(acceptContact('ada@example.org', 'phoneOrEmail')).toMatchObject({ ok: true });
    expect(acceptContact('ada@Mailinator.com', 'phoneOrEmail')).toEqual({ ok: false, refusal: 'voteContactDisposable' });
    expect(acceptContact('nonsense', 'phoneOrEmail')).toEqual({ ok: false, refusal: 'voteContactInvalid' });
  });

  it('takes only phones in a phone-only season, and says so for any address', () => {
    expect(acceptContact('9212 3456', 'phone')).toMatchObject({ ok: true });
    expect(acceptContact('ada@example.org', 'phone')).toEqual({ ok: false, refusal: 'voteContactPhoneOnly' });
    expect(acceptContact('ada@example', 'phone')).toEqual({ ok: false, refusal: 'voteContactPhoneOnly' });
    expect(acceptContact('2345 6789', 'phone')).toEqual({ ok: false, refusal: 'votePhoneInvalid' });
  });
});
