import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clockFor } from './clock.js';
import { loadSeasonFile } from './season-file.js';
import { Season } from './season.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The season's calendar and the server's clock: every open/closed rule asks it. */
    season: Season;
  }
}

export interface SeasonPluginOptions {
  seasonFile: string | undefined;
  seasonsDir: string;
  portalNow: Date | undefined;
}

/** Reads the season file once at start; a malformed file stops the server rather than enforce a wrong calendar. */
export const seasonPlugin = fp<SeasonPluginOptions>(
  async (app: FastifyInstance, { seasonFile, seasonsDir, portalNow }) => {
    const clock = clockFor(portalNow);
    const season = new Season(loadSeasonFile({ seasonFile, seasonsDir }), clock);
    if (portalNow) app.log.warn({ portalNow: portalNow.toISOString() }, 'PORTAL_NOW sets the server clock (tests and demos only)');
    app.decorate('season', season);
  },
  { name: 'season' },
);
