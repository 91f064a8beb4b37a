import type { Language } from '@portal/contracts/languages';
import { ESSENTIAL, type Channel, type MessageKind, type MessageParams } from './kinds.js';
import { SITE_WITHOUT_CONTACT } from './site-context.js';
import { safeHref } from './templates/format.js';
import type { SiteContext } from './templates/index.js';

export { loadRenderContext } from './site-context.js';

/** What a template produces: the text part always, the HTML part for e-mail. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html?: string;
}

/** What every mail carries besides its own parameters. */
export interface RenderContext {
  /** Absolute link to stop non-essential mail; ignored for essential kinds (ESSENTIAL), which never show one. */
  unsubscribeUrl?: string;
  /** The frame's site name and organizers' contact: `loadRenderContext(db)`. Without it the mail has no contact lines. */
  site?: SiteContext;
  /** 'sms' draws the short text only (no subject, no HTML). Default 'email'. */
  channel?: Channel;
}

// The text part is read from the same HTML, so both say the same: links as "label address", headings as written
// (not upper-cased), the contact's tel:/mailto: links as their text.
const TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'a[data-plain]', format: 'inline' },
    // Lines of a list (the contact, a receipt's facts): one under the other, with no blank line between.
    { selector: 'p[data-line]', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
  ],
};

// The templates and their renderer (React, react-email's components: about a second to load) are loaded by the first
// message drawn, not by every start of the API: most processes and most API test files never draw one (ADR 0051).
const loadTemplates = () => import('./templates/index.js');
const loadRenderer = () => import('@react-email/render');

/** Draws one message in the recipient's language from its kind's template (./templates). */
export async function renderMessage<K extends MessageKind>(
  kind: K,
  lang: Language,
  params: MessageParams[K],
  context: RenderContext = {},
): Promise<RenderedMessage> {
  const { TEMPLATES, mailElement } = await loadTemplates();
  const template = TEMPLATES[kind];
  if (context.channel === 'sms') {
    const sms = template.sms;
    if (!sms) throw new Error(`No SMS text for messages of kind ${kind}`);
    return { subject: '', text: sms(params, lang) };
  }
  const subject = template.subject(params, lang);
  const unsubscribeUrl = !ESSENTIAL[kind] && context.unsubscribeUrl ? safeHref(context.unsubscribeUrl) : undefined;
  const { render, toPlainText } = await loadRenderer();
  const html = await render(mailElement({ kind, lang, params, site: context.site ?? SITE_WITHOUT_CONTACT, subject, unsubscribeUrl }));
  return { subject, text: toPlainText(html, TEXT_OPTIONS).replace(/\n{3,}/g, '\n\n').trim(), html };
}
