import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES } from '@portal/contracts/languages';
import { MESSAGE_KINDS, type MessageKind } from '@portal/contracts/admin-messages';
import { renderMessage } from '../src/messages/render.js';
import { SAMPLES, SITE } from '../test/messages/template-samples.js';

// Writes every kind × language of mail to var/mail-preview/<kind>.<lang>.html (and .txt), to look at them in a browser
// (tools/mail-preview-shots.mjs takes the phone and desktop screenshots, light and dark), and says how long a mail
// takes to draw. The parameters and contact are the templates tests' samples.

const OUT = join(import.meta.dirname, '..', '..', 'var', 'mail-preview');
const UNSUBSCRIBE = 'https://desert-award.example/unsubscribe?token=preview';
const ROUNDS = Number(process.env.MAIL_PREVIEW_ROUNDS ?? 20);

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });

const kinds = MESSAGE_KINDS as readonly MessageKind[];
const context = { site: SITE, unsubscribeUrl: UNSUBSCRIBE };
// The first render loads react-dom/server and warms the JIT: timed apart from the rest.
const coldStart = performance.now();
await renderMessage('signup-code', 'en', SAMPLES['signup-code'], context);
const cold = performance.now() - coldStart;

const timings: number[] = [];
for (const kind of kinds) {
  for (const lang of LANGUAGES) {
    const mail = await renderMessage(kind, lang, SAMPLES[kind], context);
    await writeFile(join(OUT, `${kind}.${lang}.html`), mail.html ?? '');
    await writeFile(join(OUT, `${kind}.${lang}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = performance.now();
      await renderMessage(kind, lang, SAMPLES[kind], context);
      timings.push(performance.now() - start);
    }
  }
}
const sms = await renderMessage('vote-code', 'zhComplex', SAMPLES['vote-code'], { channel: 'sms' });
await writeFile(join(OUT, 'vote-code.sms.zhComplex.txt'), `${sms.text}\n`);

timings.sort((a, b) => a - b);
const at = (q: number) => (timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0).toFixed(2);
const mean = (timings.reduce((sum, t) => sum + t, 0) / timings.length).toFixed(2);
console.log(`${kinds.length * LANGUAGES.length} mails written to ${OUT}`);
console.log(`render time per mail (subject + HTML + text), ${timings.length} renders: first ${cold.toFixed(1)} ms; then median ${at(0.5)} ms, mean ${mean} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
