import type { RawAnswer } from './http.js';

// What must never reach anyone but its owner, and the search for it in an answer's body and headers.

export interface Secret {
  /** Whose and what, for the report: `A email`, `A id card 2 bytes`. */
  label: string;
  /** The forms it is searched in (text as sent, URL-encoded, JSON-escaped, base64; or windows of a file's bytes). */
  needles: Buffer[];
}

function textForms(text: string): Buffer[] {
  const forms = new Set([text, encodeURIComponent(text), JSON.stringify(text).slice(1, -1), Buffer.from(text, 'utf8').toString('base64')]);
  return [...forms].map((form) => Buffer.from(form, 'utf8'));
}

export function textSecret(label: string, text: string): Secret {
  if (text.length < 6) throw new Error(`secret ${label} is too short to search for without false alarms: ${JSON.stringify(text)}`);
  return { label, needles: textForms(text) };
}

const WINDOW = 24;

/**
 * A file: windows of its bytes from its second half (past any format header another file could share: every PNG
 * starts alike) and the same span as base64, as a JSON answer would carry it (aligned as when encoded whole).
 */
export function fileSecret(label: string, bytes: Buffer): Secret {
  if (bytes.length < 4 * WINDOW) throw new Error(`file ${label} is too small to sample`);
  const needles: Buffer[] = [];
  for (const at of [0.5, 0.65, 0.8]) {
    const start = Math.floor((bytes.length * at) / 3) * 3;
    needles.push(bytes.subarray(start, start + WINDOW));
    const base64 = bytes.toString('base64');
    const b64Start = (start / 3) * 4;
    needles.push(Buffer.from(base64.slice(b64Start, b64Start + 32), 'latin1'));
  }
  return { label, needles };
}

/** Header names and values as one text, so a header carrying a secret is found like a body that does. */
function headerText(answer: RawAnswer): Buffer {
  return Buffer.from(
    Object.entries(answer.headers)
      .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : (value ?? '')}`)
      .join('\n'),
    'utf8',
  );
}

/** The labels of the secrets found in the answer (body or headers). */
export function leaksIn(answer: RawAnswer, secrets: readonly Secret[]): string[] {
  const headers = headerText(answer);
  return secrets
    .filter((secret) => secret.needles.some((needle) => answer.body.includes(needle) || headers.includes(needle)))
    .map((secret) => secret.label);
}
