import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendDueReminders, type ReminderPass } from './run.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job that queues the season file's reminders (docs/adr/0045). */
    reminderJob: {
      /** One pass now, at the server's clock (what the job does every minute). */
      run(): Promise<ReminderPass | undefined>;
      /** Resolves once no pass is under way. */
      idle(): Promise<void>;
    };
  }
}

/**
 * Every minute, at second 2. Every reminder instant falls on a whole minute (a step closes at a midnight, offsets are
 * whole minutes), so a pass two seconds after it queues the reminder about 2 s late, not up to a minute; the 2 s leave
 * the calendar's refresh at second 0 time to take a timeline saved just before. Cost: one indexed query per due
 * reminder and instance, each minute.
 */
export const REMINDER_SCHEDULE = '2 * * * * *';

/**
 * Reminders as a job of every API instance, like the purge and the article scheduler: once the server listens (its
 * migrations done) a first pass, then one a minute. Each person's reminder is queued once whatever the number of
 * instances: the dedupe key does it (./run.ts).
 */
export const reminderPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = { db: app.db, season: app.season, messages: app.messages, siteUrl: app.config.siteUrl };
    let running: Promise<ReminderPass | undefined> | undefined;

    const pass = async (): Promise<ReminderPass | undefined> => {
      try {
        const result = await sendDueReminders(deps);
        if (result.queued > 0) {
          const due = [
            ...result.due.map((reminder) => `${reminder.group}:${reminder.step}:${reminder.offset}`),
            ...result.judging.map((reminder) => `${reminder.group}:${reminder.round}:${reminder.offset}`),
          ];
          app.log.info({ due, queued: result.queued }, 'queued season reminders');
        }
        return result;
      } catch (err) {
        // The next minute tries again; what was queued stays queued and is not queued twice.
        app.log.error({ err }, 'queueing the season reminders failed');
        return undefined;
      }
    };
    // One pass at a time in this instance (the start-up pass and the clock's may meet).
    const run = () => {
      running ??= pass().finally(() => {
        running = undefined;
      });
      return running;
    };

    let job: Cron | undefined;
    app.decorate('reminderJob', {
      run,
      idle: async () => {
        await running;
      },
    });
    app.addHook('onListen', async () => {
      void run();
      // unref: the job never keeps a process (or a test run) alive by itself; protect: passes never overlap.
      job ??= new Cron(REMINDER_SCHEDULE, { unref: true, protect: true }, async () => {
        await run();
      });
    });
    app.addHook('onClose', async () => {
      job?.stop();
      // A pass under way finishes before the database closes under it.
      await running;
    });
  },
  { name: 'reminders', dependencies: ['db', 'season', 'messages'] },
);
