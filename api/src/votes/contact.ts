import { createHmac } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { SmsChannel } from '@portal/contracts/votes';
import { isEmail } from '../accounts/email-codes.js';
import { normalizeEmail } from '../accounts/users.js';
import { foldEmail } from './fold.js';

// A voter is a verified contact: a mobile number or an e-mail address. It is normalized so that one person writes
// it one way only (`9123 4567`, `+852 91234567` and `85291234567` are the same phone), then kept only as a keyed hash.

/** Where a code goes (the contract's SmsChannel: sendSms names it). */
export type Channel = SmsChannel;

export interface Contact {
  channel: Channel;
  /** E.164 (`+85291234567`) or the lower-cased address: where the code goes; never stored. */
  address: string;
}

/** Hong Kong visitors are the main voters (issue 11): a number without a country code is a Hong Kong number. */
export const DEFAULT_REGION = 'HK';

// Types that can receive a text. FIXED_LINE_OR_MOBILE is what the metadata says for countries (the US among them)
// whose numbering does not tell the two apart; a plain fixed line cannot receive the code.
const textable = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** The contact a visitor typed, normalized; null when it is neither a valid e-mail nor a mobile number. */
export function parseContact(raw: string): Contact | null {
  const value = raw.trim();
  if (value.length === 0 || value.length > 254) return null;
  if (value.includes('@')) {
    const email = normalizeEmail(value);
    return isEmail(email) ? { channel: 'email', address: email } : null;
  }
  // Digits, spaces, dashes, dots, brackets and a leading plus: anything else is not a phone number someone typed.
  if (!/^\+?[\d\s().-]{6,24}$/.test(value)) return null;
  const phone = parsePhoneNumberFromString(value, DEFAULT_REGION);
  if (!phone?.isValid()) return null;
  const type = phone.getType();
  return type !== undefined && textable.has(type) ? { channel: 'sms', address: phone.number } : null;
}

/**
 * HMAC-SHA256 of the contact as one voter: what the database and the public log hold instead of the contact. An e-mail
 * address is folded to its mailbox first (./fold.ts), so its aliases are one voter and count against one set of code
 * limits; a phone is already one form (E.164).
 */
export function contactHash(secret: string, contact: Contact): string {
  const voter = contact.channel === 'email' ? foldEmail(contact.address) : contact.address;
  return createHmac('sha256', secret).update(`${contact.channel}:${voter}`).digest('hex');
}
