import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { totalOf } from './kinds.js';
import { purgeDueSeasons, SCHEDULER } from './run.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hourly purge job (docs/adr/0021). */
    purgeJob: {
      /** Resolves once no run is under way (a run started by the clock, not by this call). */
      idle(): Promise<void>;
    };
  }
}

/**
 * SPEC §9's purge as a job of every API instance (docs/adr/0021): each hour (PURGE_SCHEDULE) it destroys the personal data of any
 * season whose `personalDataUntil` has begun by the server's clock (PORTAL_NOW included). The season's purge row
 * makes one run do it, whichever instance comes first; the others find the row and do nothing.
 */
export const purgePlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const deps = {
      db: app.db,
      storage: app.uploadStorage,
      tusDir: config.tusDir,
      dataDir: config.dataDir,
      voteSecretConfigured: config.voteSecret !== undefined,
      seasonsDir: config.seasonsDir,
    };

    const runOnce = async () => {
      try {
        const pass = await purgeDueSeasons(deps, app.season, SCHEDULER);
        for (const outcome of pass.outcomes) {
          if (outcome.status !== 'purged') continue;
          const { counts, voteKey } = outcome.record;
          app.log.info({ season: outcome.season, deleted: totalOf(counts), counts, voteKey, files: outcome.files }, 'destroyed the personal data of a season');
          if (voteKey === 'configured') {
            app.log.warn({ season: outcome.season }, "VOTE_SECRET is set: replace it before the next vote and destroy the old value, or this season's contact hashes stay linkable");
          }
        }
        for (const problem of pass.unreadable) app.log.warn({ problem }, 'a season file could not be read: its personal data is not purged');
      } catch (err) {
        // The next hour tries again; the purge row and the pending-file list make a retry safe.
        app.log.error({ err }, 'the personal data purge failed');
      }
    };

    let job: Cron | undefined;
    let running: Promise<void> | undefined;
    app.decorate('purgeJob', { idle: async () => running });
    app.addHook('onReady', async () => {
      // unref: the job never keeps a process (or a test run) alive by itself; protect: runs never overlap.
      job = new Cron(config.jobSchedules.purge, { unref: true, protect: true }, () => {
        running = runOnce().finally(() => {
          running = undefined;
        });
        return running;
      });
    });
    app.addHook('onClose', async () => {
      job?.stop();
      // A run under way finishes before the database closes under it.
      await running;
    });
  },
  { name: 'purge', dependencies: ['db', 'season', 'uploads'] },
);
