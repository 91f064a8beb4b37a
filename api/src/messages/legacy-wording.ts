import type { Language } from '@portal/contracts/languages';
import { SITE_NAME } from '@portal/contracts/page-texts';
import type { StaffRole } from '@portal/contracts/staff';
import type { WorkStatusValue } from '../db/schema-works.js';
import { languages } from '../i18n/messages.js';
import { translate } from '../i18n/translate.js';
import { ROLE_WORDS } from '../staff/invites.js';
import { STATUS_WORD } from '../works/status.js';
import type { MessageKind, MessageParams } from './kinds.js';

// The plain-text wording the five mails had before the queue (api/src/i18n/messages.ts), so converting the senders
// to the queue changes how mail travels, not what people read. Temporary: the templates (docs/adr/0042) keep this
// wording and replace renderMessage's body, and this file goes with the placeholder.

type Wording = { subject: string; text: string };
type Legacy = { [K in MessageKind]?: (lang: Language, params: MessageParams[K], sms: boolean) => Wording };

const LEGACY: Legacy = {
  'signup-code': (lang, p) => ({ subject: translate('mailCodeSubject', lang, p), text: translate('mailCodeText', lang, p) }),
  'vote-code': (lang, p, sms) => ({ subject: translate('voteMailSubject', lang, p), text: translate(sms ? 'voteSmsText' : 'voteMailText', lang, p) }),
  'registration-decision': (lang, p) => ({
    subject: translate('mailStatusSubject', lang, { ...p, status: translate(p.decision === 'passed' ? 'statusPassedWord' : 'statusFailedWord', lang) }),
    text: translate(p.decision === 'passed' ? 'mailStatusPassed' : 'mailStatusFailed', lang, p),
  }),
  'work-status': (lang, p) => {
    const params = { ...p, status: translate(STATUS_WORD[p.status as WorkStatusValue], lang) };
    return { subject: translate('workStatusMailSubject', lang, params), text: translate('workStatusMailText', lang, params) };
  },
  // In the three languages at once: nobody knows the invitee's yet.
  'staff-invite': (_lang, p) => ({
    subject: translate('staffInviteMailSubject', 'en'),
    text: languages
      .map((lang) => translate('staffInviteMailText', lang, { role: translate(ROLE_WORDS[p.role as StaffRole], lang), site: SITE_NAME[lang], days: p.days, url: p.url }))
      .join('\n\n——\n\n'),
  }),
};

/** The old wording of `kind`, or undefined for the kinds issue 26 adds. */
export function legacyWording<K extends MessageKind>(kind: K, lang: Language, params: MessageParams[K], sms = false): Wording | undefined {
  const draw = LEGACY[kind] as ((lang: Language, params: MessageParams[K], sms: boolean) => Wording) | undefined;
  return draw?.(lang, params, sms);
}
