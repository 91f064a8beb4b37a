import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { scriptCapture } from './capture-script.js';
import { registerRecapturer } from './public-content.js';
import { Recapturer, type CaptureFunction, type RecapturerOptions } from './recapturer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background recapture of changed first views (docs/adr/0020), or null when it is off. */
    recapture: Recapturer | null;
  }
}

export interface RecapturePluginOptions {
  /** A test's stand-in for the Chromium capture, and its timings. */
  capture?: CaptureFunction;
  timing?: Pick<RecapturerOptions, 'debounceMs' | 'maxPages' | 'retryMs' | 'staleMs'>;
}

/** Name of the claim file in the captures' folder (not a capture: forget and serve read only `<language>/*.json`). */
export const RECAPTURE_LOCK = '.recapture.lock';

/** On by PORTAL_RECAPTURE=1; off by 0; otherwise on when the shell is built, except under the test runner. */
export function recaptureEnabled({ recapture, shellDist }: Pick<AppConfig, 'recapture' | 'shellDist'>): boolean {
  if (recapture !== undefined) return recapture;
  return process.env.NODE_ENV !== 'test' && existsSync(join(shellDist, 'index.html'));
}

/** A recapturer of the site `config` names, writing into its captures' folder, with its claim file there. */
export function siteRecapturer(config: AppConfig, log: RecapturerOptions['log'], options: RecapturePluginOptions = {}): Recapturer {
  const { dataDir, shellDist, releasesDir, registryFile, prerenderDir } = config;
  return new Recapturer({
    capture: options.capture ?? scriptCapture({ dataDir, shellDist, releasesDir, registryFile, prerenderDir }),
    lockFile: join(prerenderDir, RECAPTURE_LOCK),
    log,
    ...options.timing,
  });
}

export const recapturePlugin = fp(
  async (app: FastifyInstance, options: RecapturePluginOptions) => {
    if (!recaptureEnabled(app.config)) {
      app.decorate('recapture', null);
      return;
    }
    const recapturer = siteRecapturer(app.config, app.log.child({ job: 'recapture' }), options);
    const forget = registerRecapturer(app.config.prerenderDir, recapturer);
    app.decorate('recapture', recapturer);
    app.addHook('onClose', async () => {
      forget();
      // A run under way closes its capture server and browser before the process goes.
      await recapturer.close();
    });
  },
  { name: 'recapture' },
);
