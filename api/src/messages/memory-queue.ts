import type { Mailer } from '../mail/mailer.js';
import type { SmsSender } from '../votes/sms/sender.js';
import type { OutgoingMessage } from './kinds.js';
import type { MessageQueue } from './queue.js';
import { renderMessage } from './render.js';

/**
 * Placeholder queue, not durable: keeps messages in memory and delivers them on drain. It exists so features can be
 * written against MessageQueue while the durable queue is built; it is replaced, not extended.
 */
export function memoryQueue(mailer: Mailer, sms: SmsSender): MessageQueue {
  let pending: OutgoingMessage[] = [];
  const seen = new Set<string>();
  let draining: Promise<void> = Promise.resolve();
  return {
    enqueue(messages) {
      const fresh = messages.filter((m) => m.dedupeKey === undefined || !seen.has(m.dedupeKey));
      for (const m of fresh) if (m.dedupeKey !== undefined) seen.add(m.dedupeKey);
      pending.push(...fresh);
      return Promise.resolve(fresh.length);
    },
    drain() {
      // One drain at a time: a caller's drain resolves only after the one under way (the server's loop) delivered too.
      // An earlier failure was its own caller's to hear; it does not stop this one.
      draining = draining.catch(() => undefined).then(async () => {
        const batch = pending;
        pending = [];
        for (const message of batch) {
          const rendered = await renderMessage(message.kind, message.lang, message.params);
          if (message.channel === 'sms') await sms.send({ to: message.to, text: rendered.text });
          else await mailer.send({ to: message.to, subject: rendered.subject, text: rendered.text });
        }
      });
      return draining;
    },
    close: () => Promise.resolve(),
  };
}
