import { jest } from '@jest/globals';
import type { App } from '../../../src/app.js';
import type { OutgoingMessage } from '../../../src/messages/kinds.js';
import type { MessageQueue } from '../../../src/messages/queue.js';
import { snapshot } from '../account-helpers.js';

// Helpers of the account-recovery tests (issue 26.1).

const ownEnqueue = new WeakMap<App, MessageQueue['enqueue']>();

/**
 * Every message the app queues from now on, as queued (kind, language, parameters): what the templates will draw,
 * whatever they draw. The queue still queues them; `mailsTo` delivers and reads what reached the outbox.
 */
export function watchQueue(app: App): OutgoingMessage[] {
  const queued: OutgoingMessage[] = [];
  // The queue's own enqueue, kept from the first call: the spy of a previous test must not wrap this one (it would
  // call itself).
  const enqueue = ownEnqueue.get(app) ?? app.messages.enqueue.bind(app.messages);
  ownEnqueue.set(app, enqueue);
  jest.spyOn(app.messages, 'enqueue').mockImplementation((messages, trx) => {
    queued.push(...messages);
    return enqueue(messages, trx);
  });
  return queued;
}

/** Delivers what is queued, then the outbox's mails to `to`, oldest first. */
export async function mailsTo(app: App, to: string) {
  await app.messages.drain();
  return app.db.selectFrom('outbox').select(['to', 'subject', 'text']).where('to', '=', to).orderBy('id').execute();
}

/** The 6-digit code of the newest mail to `to` (delivered first). */
export async function mailedCode(app: App, to: string): Promise<string> {
  const mails = await mailsTo(app, to);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** Moves every stored code back in time, as if `ms` had passed. */
export async function ageCodes(app: App, ms: number): Promise<void> {
  const rows = await app.db.selectFrom('email_codes').select(['id', 'created_at', 'expires_at']).execute();
  for (const row of rows) {
    await app.db
      .updateTable('email_codes')
      .set({ created_at: new Date(Date.parse(row.created_at) - ms).toISOString(), expires_at: new Date(Date.parse(row.expires_at) - ms).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The account tables and the login throttle, after delivering what is queued: equal means nothing was changed or sent. */
export async function everything(app: App) {
  await app.messages.drain();
  return { ...(await snapshot(app)), failures: await app.db.selectFrom('login_failures').selectAll().orderBy('id').execute() };
}
