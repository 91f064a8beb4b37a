import type { BroadcastPreview, BroadcastTexts } from '@portal/contracts/admin-broadcasts';
import { LANGUAGES } from '@portal/contracts/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { loadRenderContext, renderMessage } from '../messages/render.js';

// A broadcast as each language's recipients will read it: the real template (renderMessage('broadcast', …)), with a
// placeholder unsubscribe link where each recipient's own will be, and the organizers' contact as delivery draws it.

export const PREVIEW_UNSUBSCRIBE_URL = 'https://example.invalid/unsubscribe';

export async function previewBroadcast(db: Kysely<Database>, texts: BroadcastTexts): Promise<BroadcastPreview> {
  const { site } = await loadRenderContext(db);
  const entries = await Promise.all(
    LANGUAGES.map(async (lang) => {
      const rendered = await renderMessage('broadcast', lang, texts[lang], { unsubscribeUrl: PREVIEW_UNSUBSCRIBE_URL, site });
      return [lang, { subject: rendered.subject, text: rendered.text, html: rendered.html ?? null }] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as BroadcastPreview;
}
