import { jest } from '@jest/globals';
import type { App } from '../src/app.js';
import type { OutgoingMessage } from '../src/messages/kinds.js';

/** The messages `app` queued while `run` ran, whatever queue it has (they are queued as well). */
export async function queuedDuring(app: App, run: () => Promise<unknown>): Promise<OutgoingMessage[]> {
  const queued: OutgoingMessage[] = [];
  const enqueue = app.messages.enqueue.bind(app.messages);
  const spy = jest.spyOn(app.messages, 'enqueue').mockImplementation((messages, trx) => {
    queued.push(...messages);
    return enqueue(messages, trx);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return queued;
}
