import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ArticlesEnv } from './env.js';
import { publishDueArticles } from './schedule.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job that publishes scheduled articles at their instant (docs/adr/0032). */
    articleSchedule: {
      /** One pass now (what the job does every few seconds); resolves with how many articles it published. */
      run(): Promise<number>;
      /** Resolves once no pass is under way. */
      idle(): Promise<void>;
    };
  }
}

/** Every 10 seconds: an article goes live within 10 s of its instant, at the cost of one indexed query per instance. */
export const ARTICLE_SCHEDULE = '*/10 * * * * *';

/**
 * Scheduled publishing as a job of every API instance: once the server listens (its migrations done) it publishes what
 * is already due — a server started with PORTAL_NOW past an article's instant publishes it then — and then checks every
 * 10 seconds. Each article is claimed in the transaction that publishes it, so however many instances run the job, it
 * is published once (./schedule.ts).
 */
export const articleSchedulePlugin = fp(
  async (app: FastifyInstance) => {
    const env: ArticlesEnv = { db: app.db, prerenderDir: app.config.prerenderDir, clock: app.season };
    let running: Promise<number> | undefined;

    const pass = async (): Promise<number> => {
      try {
        const { published, refused } = await publishDueArticles(env);
        for (const id of published) app.log.info({ article: id }, 'published a scheduled article');
        for (const { id, refusal } of refused) app.log.warn({ article: id, refusal }, 'a scheduled article is due but cannot be published: it stays scheduled');
        return published.length;
      } catch (err) {
        // The next pass tries again; a claim not committed is no claim.
        app.log.error({ err }, 'publishing the scheduled articles failed');
        return 0;
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
    app.decorate('articleSchedule', {
      run,
      idle: async () => {
        await running;
      },
    });
    app.addHook('onListen', async () => {
      void run().then((published) => app.log.info({ published }, 'scheduled articles checked at start'));
      // unref: the job never keeps a process (or a test run) alive by itself; protect: runs never overlap.
      job ??= new Cron(ARTICLE_SCHEDULE, { unref: true, protect: true }, async () => {
        await run();
      });
    });
    app.addHook('onClose', async () => {
      job?.stop();
      // A pass under way finishes before the database closes under it.
      await running;
    });
  },
  { name: 'article-schedule', dependencies: ['db', 'season'] },
);
