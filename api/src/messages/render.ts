import type { Language } from '@portal/contracts/languages';
import type { MessageKind, MessageParams } from './kinds.js';
import { legacyWording } from './legacy-wording.js';

/** What a template produces: the text part always, the HTML part for e-mail. */
export interface RenderedMessage {
  subject: string;
  text: string;
  html?: string;
}

/** What every mail carries besides its own parameters. */
export interface RenderContext {
  /** Absolute link to stop non-essential mail; absent for essential mail. */
  unsubscribeUrl?: string;
  /** SMS wants the short text (the vote code); absent means e-mail. */
  channel?: 'email' | 'sms';
}

/**
 * Draws one message in the recipient's language. Placeholder until the templates land: a plain subject and the
 * parameters as lines, so the queue and the features can be built against the final signature.
 */
export async function renderMessage<K extends MessageKind>(
  kind: K,
  lang: Language,
  params: MessageParams[K],
  context: RenderContext = {},
): Promise<RenderedMessage> {
  // Until the templates land: the five mails that existed keep their wording (./legacy-wording.ts).
  const legacy = legacyWording(kind, lang, params, context.channel === 'sms');
  if (legacy) return Promise.resolve(context.unsubscribeUrl ? { ...legacy, text: `${legacy.text}\n\n${context.unsubscribeUrl}` } : legacy);
  const lines = Object.entries(params).map(([name, value]) => `${name}: ${String(value)}`);
  if (context.unsubscribeUrl) lines.push(`unsubscribe: ${context.unsubscribeUrl}`);
  return Promise.resolve({ subject: `[${lang}] ${kind}`, text: lines.join('\n') });
}
