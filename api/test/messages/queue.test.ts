import { describe, expect, it } from '@jest/globals';
import type { App } from '../../src/app.js';
import type { OutgoingMessage } from '../../src/messages/kinds.js';
import { withTestApp } from '../helper.js';

// The durable queue's contract (issue 26.3): enqueue writes `messages` rows (in the caller's transaction when given,
// a repeated dedupe key skipped), drain delivers what is due through the mailer / SMS sender and marks it sent.

let app: App;
// No kick: these tests look at the rows before delivery.
withTestApp((started) => (app = started), { config: { messageQueue: { kick: false } } });

const code = (to: string, extra: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  kind: 'signup-code',
  channel: 'email',
  to,
  lang: 'en',
  params: { code: '123456', minutes: 10 },
  ...extra,
});

const rowsTo = (to: string) => app.db.selectFrom('messages').selectAll().where('to_address', '=', to).execute();
const outboxTo = (to: string) => app.db.selectFrom('outbox').selectAll().where('to', '=', to).execute();

describe('enqueue', () => {
  it('writes a queued row per message, due now, and delivers nothing yet', async () => {
    expect(await app.messages.enqueue([code('a@example.com'), code('b@example.com', { channel: 'email', lang: 'zhComplex' })])).toBe(2);
    const [row] = await rowsTo('a@example.com');
    expect(row).toMatchObject({ kind: 'signup-code', channel: 'email', status: 'queued', attempts: 0, last_error: null });
    expect(JSON.parse(row!.params)).toEqual({ code: '123456', minutes: 10 });
    expect(await outboxTo('a@example.com')).toHaveLength(0);
  });

  it('skips a message whose dedupe key was queued before, in the same call or a later one', async () => {
    const key = { dedupeKey: 'reminder:works:1:7d' };
    expect(await app.messages.enqueue([code('d@example.com', key), code('d@example.com', key)])).toBe(1);
    expect(await app.messages.enqueue([code('d@example.com', key)])).toBe(0);
    expect(await rowsTo('d@example.com')).toHaveLength(1);
  });

  it('queues in the transaction given: nothing is queued when it rolls back', async () => {
    await expect(
      app.db.transaction().execute(async (trx) => {
        await app.messages.enqueue([code('rollback@example.com')], trx);
        throw new Error('the change is refused');
      }),
    ).rejects.toThrow('the change is refused');
    expect(await rowsTo('rollback@example.com')).toHaveLength(0);
    await app.db.transaction().execute((trx) => app.messages.enqueue([code('commit@example.com')], trx));
    expect(await rowsTo('commit@example.com')).toHaveLength(1);
  });
});

describe('drain', () => {
  it('delivers every due mail and SMS once, rendered, and marks them sent', async () => {
    await app.messages.enqueue([
      code('e@example.com', { userId: undefined }),
      { kind: 'vote-code', channel: 'sms', to: '+85291234567', lang: 'en', params: { code: '654321', minutes: 5 } },
    ]);
    await app.messages.drain();
    const [mail] = await outboxTo('e@example.com');
    expect(mail?.text).toContain('123456');
    const [sms] = await outboxTo('+85291234567');
    expect(sms).toMatchObject({ subject: 'SMS' });
    expect(sms?.text).toContain('654321');
    const [row] = await rowsTo('e@example.com');
    // A code is a secret: once sent, the row keeps no trace of it.
    expect(row).toMatchObject({ status: 'sent', attempts: 1, claimed_until: null, params: '{}' });
    expect(row?.sent_at).not.toBeNull();
    // Drained already: a second drain sends nothing again.
    await app.messages.drain();
    expect(await outboxTo('e@example.com')).toHaveLength(1);
  });
});
