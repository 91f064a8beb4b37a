import type { ReactElement } from 'react';
import type { Language } from '@portal/contracts/languages';
import type { MessageKind, MessageParams } from '../kinds.js';
import { Layout } from './layout.js';
import type { SiteContext } from './site.js';
import type { KindTemplate } from './template.js';
import { broadcast } from './kinds/broadcast.js';
import { emailChangeCode } from './kinds/email-change-code.js';
import { emailChanged } from './kinds/email-changed.js';
import { judgingReminder, judgingReopened } from './kinds/judging.js';
import { passwordChanged } from './kinds/password-changed.js';
import { passwordResetCode } from './kinds/password-reset-code.js';
import { registrationDecision } from './kinds/registration-decision.js';
import { reminder } from './kinds/reminder.js';
import { signupCode } from './kinds/signup-code.js';
import { staffInvite } from './kinds/staff-invite.js';
import { threadAnswer } from './kinds/thread-answer.js';
import { voteCode } from './kinds/vote-code.js';
import { workReceipt } from './kinds/work-receipt.js';
import { workStatus } from './kinds/work-status.js';

/** One template per kind: a kind added to MessageParams without one fails to compile here. */
export const TEMPLATES: { [K in MessageKind]: KindTemplate<K> } = {
  'signup-code': signupCode,
  'vote-code': voteCode,
  'password-reset-code': passwordResetCode,
  'password-changed': passwordChanged,
  'email-change-code': emailChangeCode,
  'email-changed': emailChanged,
  'registration-decision': registrationDecision,
  'work-status': workStatus,
  'staff-invite': staffInvite,
  'work-receipt': workReceipt,
  reminder,
  broadcast,
  'thread-answer': threadAnswer,
  'judging-reminder': judgingReminder,
  'judging-reopened': judgingReopened,
};

export interface MailElementInput<K extends MessageKind> {
  kind: K;
  lang: Language;
  params: MessageParams[K];
  site: SiteContext;
  subject: string;
  unsubscribeUrl?: string | undefined;
}

/** The whole mail of a kind, frame included, ready for react-email's render. */
export function mailElement<K extends MessageKind>({ kind, lang, params, site, subject, unsubscribeUrl }: MailElementInput<K>): ReactElement {
  const template: KindTemplate<K> = TEMPLATES[kind];
  const { Body } = template;
  return (
    <Layout
      lang={lang}
      site={site}
      subject={subject}
      preview={template.preview(params, lang)}
      unsubscribeUrl={unsubscribeUrl}
      everyLanguage={template.everyLanguage ?? false}
    >
      <Body params={params} lang={lang} />
    </Layout>
  );
}

export type { SiteContext } from './site.js';
