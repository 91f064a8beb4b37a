import { describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import type { OutgoingMessage } from '../../src/messages/kinds.js';
import { withTestApp } from '../helper.js';

// A code must not wait for a poll: the instance that enqueues starts delivery at once, without drain(), also when it
// enqueued inside a transaction (delivered once that commits). This app never listens, so no poll runs here.

let app: App;
withTestApp((started) => (app = started));

const code = (to: string): OutgoingMessage => ({ kind: 'signup-code', channel: 'email', to, lang: 'en', params: { code: '777777', minutes: 10 } });

/** Polls the outbox (bounded: 3 s). */
async function waitForOutbox(to: string): Promise<number> {
  for (let i = 0; i < 60; i += 1) {
    const rows = await app.db.selectFrom('outbox').select('id').where('to', '=', to).execute();
    if (rows.length > 0) return rows.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return 0;
}

describe('the wake-up after enqueue', () => {
  it('delivers a message enqueued outside a transaction without drain', async () => {
    await app.messages.enqueue([code('now@example.com')]);
    expect(await waitForOutbox('now@example.com')).toBe(1);
  });

  it('delivers a message enqueued in a transaction once it commits, late commit included', async () => {
    await app.db.transaction().execute(async (trx) => {
      await app.messages.enqueue([code('trx@example.com')], trx);
      // The commit comes after the first looks of the wake-up.
      await new Promise((resolve) => setTimeout(resolve, 120));
    });
    expect(await waitForOutbox('trx@example.com')).toBe(1);
  });
});
