import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps this instance's season calendar in step with the one saved in the database (docs/adr/0040). */
    seasonCalendar: {
      /** One check now (what the job does every few seconds); resolves with whether the calendar changed. */
      refresh(): Promise<boolean>;
    };
  }
}

/**
 * Every 5 seconds: an instance that did not take a timeline save itself takes it within 5 s (plus one query's time),
 * at the cost of one primary-key read per instance. The saving instance takes it at once, after its commit.
 */
export const CALENDAR_REFRESH_SCHEDULE = '*/5 * * * * *';

/**
 * The saved calendar, read once the server listens (its migrations done) and then polled by version, as the articles'
 * scheduler polls (ADR 0032). A failed read keeps the calendar held, and the next tick tries again.
 */
export const seasonCalendarPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<boolean> | undefined;
    const check = async (): Promise<boolean> => {
      try {
        const { changed, broken } = await app.season.calendar.refresh(app.db);
        if (broken) app.log.error({ season: app.season.id }, 'the saved season calendar breaks the season rules: the one held stays');
        if (changed) app.log.info({ season: app.season.id, version: app.season.calendar.version }, 'season calendar taken from the database');
        return changed;
      } catch (err) {
        app.log.error({ err }, 'reading the saved season calendar failed: the one held stays');
        return false;
      }
    };
    // One check at a time in this instance (the start-up check and the clock's may meet).
    const refresh = () => {
      running ??= check().finally(() => {
        running = undefined;
      });
      return running;
    };

    let job: Cron | undefined;
    app.decorate('seasonCalendar', { refresh });
    app.addHook('onListen', async () => {
      await refresh();
      // unref: the job never keeps a process (or a test run) alive by itself; protect: checks never overlap.
      job ??= new Cron(CALENDAR_REFRESH_SCHEDULE, { unref: true, protect: true }, async () => {
        await refresh();
      });
    });
    app.addHook('onClose', async () => {
      job?.stop();
      await running;
    });
  },
  { name: 'season-calendar', dependencies: ['db', 'season'] },
);
