import { HTML_LANG, type Language } from '@portal/contracts/languages';
import { SITE_NAME } from '@portal/contracts/page-texts';
import { languageTag } from '../i18n/edges.js';
import { translate } from '../i18n/translate.js';
import type { MessageKey } from '../i18n/messages.js';

// The unsubscribe page a recipient opens from a mail (issue 26 point 6): a small page of its own, drawn by the server
// in the language the link names, with no script, so it works in any mail client's browser and on a phone. A GET only
// asks (mail scanners open links; opening one must change nothing); the button posts the form, which is what a mail
// client's one-click POST does too.

export type UnsubscribeState = 'ask' | 'done' | 'resubscribed' | 'unknown';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","Noto Sans CJK TC","Noto Sans CJK SC",sans-serif;background:#f6f3ee;color:#1f1a14;line-height:1.6}
main{box-sizing:border-box;max-width:32rem;margin:10vh auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
@media (max-width:40rem){main{margin:0;min-height:100vh;border-radius:0;box-shadow:none}}
h1{font-size:1.35rem;margin:0 0 1rem}
p,form{margin:0 0 1.25rem}
button{font:inherit;font-size:1rem;min-height:44px;padding:.6rem 1.4rem;border:0;border-radius:8px;background:#8a4b14;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#8a4b14;border:1px solid #8a4b14}
button:focus-visible,a:focus-visible{outline:3px solid #1d5fd1;outline-offset:2px}
a{color:#8a4b14}
.site{font-size:.9rem;color:#6b5f52;margin-bottom:.5rem}
@media (prefers-color-scheme:dark){body{background:#1b1916;color:#eee7dd}main{background:#26231f;box-shadow:none}button{background:#d99a5b;color:#1b1916}button.secondary{background:transparent;color:#d99a5b;border-color:#d99a5b}a{color:#d99a5b}.site{color:#b5a999}}
`;

const MESSAGE: Record<UnsubscribeState, MessageKey> = {
  ask: 'unsubscribeAsk',
  done: 'unsubscribeDone',
  resubscribed: 'unsubscribeResubscribed',
  unknown: 'unsubscribeUnknown',
};

export function unsubscribePage(lang: Language, state: UnsubscribeState, nonce: string): string {
  const t = (key: MessageKey) => escape(translate(key, lang));
  const tag = languageTag(lang);
  // The form posts to the page's own URL (the token is in the path): one-click for the ask, the way back once done.
  const form = (field: string, label: MessageKey, secondary = false) =>
    `<form method="post" action="?lang=${tag}"><input type="hidden" name="${field}" value="${field === 'List-Unsubscribe' ? 'One-Click' : '1'}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${t(label)}</button></form>`;
  const action = state === 'ask' ? form('List-Unsubscribe', 'unsubscribeButton') : state === 'done' ? form('resubscribe', 'unsubscribeAgain', true) : state === 'resubscribed' ? form('List-Unsubscribe', 'unsubscribeButton', true) : '';
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t('unsubscribeTitle')} | ${escape(SITE_NAME[lang])}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main><p class="site">${escape(SITE_NAME[lang])}</p><h1>${t('unsubscribeTitle')}</h1><p role="status">${t(MESSAGE[state])}</p>${action}<p><a href="/?lang=${tag}">${t('unsubscribeHome')}</a></p></main></body></html>`;
}

/** Its policy: nothing loads, only its own nonce'd style; the form posts to this origin only. */
export const unsubscribePolicy = (nonce: string) => `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
