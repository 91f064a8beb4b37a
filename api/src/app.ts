import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.js';
import { mediaRoot } from './paths.js';
import { authPlugin } from './plugins/app/auth.js';
import { errorHandlerPlugin } from './plugins/app/error-handler.js';
import { mailerPlugin } from './plugins/app/mailer.js';
import { mediaPlugin } from './plugins/app/media.js';
import { PortalLogController } from './plugins/app/log-controller.js';
import { notFoundPlugin } from './plugins/app/not-found.js';
import { answerClientError, answerExpectationFailed, answerRouterError } from './plugins/app/protocol-errors.js';
import { lingeringClosePlugin } from './plugins/app/lingering-close.js';
import { finiteNumbersPlugin } from './plugins/app/finite-numbers.js';
import { publicAnswersPlugin } from './plugins/app/public-answers.js';
import { purgePlugin } from './plugins/app/purge.js';
import { seasonPlugin } from './plugins/app/season.js';
import { staticPlugin } from './plugins/app/static.js';
import { securityHeadersPlugin } from './plugins/app/security-headers.js';
import { tusPlugin } from './plugins/app/tus.js';
import { uploadsPlugin } from './plugins/app/uploads.js';
import { compressPlugin } from './plugins/external/compress.js';
import { dbPlugin } from './plugins/external/db.js';
import { articleRoutes } from './routes/api/article/index.js';
import { commentRoutes } from './routes/api/comment/index.js';
import { devRoutes } from './routes/api/dev/index.js';
import { displayRoutes } from './routes/api/display/index.js';
import { healthRoutes } from './routes/api/health/index.js';
import { loginRoutes } from './routes/api/login/index.js';
import { uploadRoutes } from './routes/api/upload/index.js';
import { userRoutes } from './routes/api/user/index.js';
import { v1UserRoutes } from './routes/api/v1.user/index.js';
import { v1WorkRoutes } from './routes/api/v1.work/index.js';
import { configRoutes } from './routes/config/index.js';
import { registryRoutes } from './routes/registry/index.js';
import { RegistryStore } from './registry/store.js';
import { uploadFileRoutes } from './routes/uploads/index.js';
import { seasonRoutes } from './routes/api/season/index.js';
import { releaseRoutes } from './routes/api/release/index.js';
import { registrationRoutes } from './routes/api/registration/index.js';
import { competitionRoutes } from './routes/api/competition/index.js';
import { userWorkRoutes } from './routes/api/userWork/index.js';
import { cspReportRoutes } from './routes/api/csp-report/index.js';
import { siteRoutes } from './routes/site/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Where JSON log lines go (stdout by default); tests capture them here. */
  logStream?: DestinationStream;
}

/**
 * Builds the whole app without listening: server.ts listens, tests call `app.inject`.
 * Not awaited here, so a caller may still add routes or hooks before `ready()`.
 */
export function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new PortalLogController(),
    // Answer 503 to requests that arrive while closing instead of starting new work.
    return503OnClosing: true,
    // request.ip is the visitor's address behind the proxies named by TRUST_PROXY (per-IP limits depend on it).
    trustProxy: config.trustProxy,
    // What Node's parser and Fastify's router refuse is answered in the envelope too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerRouterError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.server.on('checkExpectation', answerExpectationFailed);

  app.decorate('config', config);
  // Order matters: compression and the handlers must wrap everything registered after them.
  void app.register(compressPlugin);
  void app.register(securityHeadersPlugin);
  void app.register(errorHandlerPlugin);
  void app.register(lingeringClosePlugin);
  void app.register(finiteNumbersPlugin);
  void app.register(dbPlugin, { database: config.database });
  void app.register(authPlugin);
  void app.register(uploadsPlugin, { dataDir: config.dataDir, limits: config.uploadLimits, objectStore: config.objectStore });
  void app.register(seasonPlugin, { seasonFile: config.seasonFile, seasonsDir: config.seasonsDir, portalNow: config.portalNow });
  void app.register(publicAnswersPlugin);
  void app.register(tusPlugin, { tusDir: config.tusDir, expiryMs: config.tusExpiryMs });
  void app.register(purgePlugin);
  void app.register(mailerPlugin, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  void app.register(staticPlugin, { shellDist: config.shellDist, releasesDir: config.releasesDir });
  void app.register(mediaPlugin, { mediaRoot, publicMediaDir: config.publicMediaDir });
  // One reader of the registry file for /registry.json and for the pages that carry it.
  const registryStore = new RegistryStore(config.registryFile);
  void app.register(notFoundPlugin, {
    dataDir: config.dataDir,
    shellDist: config.shellDist,
    releasesDir: config.releasesDir,
    registryStore,
    prerenderDir: config.prerenderDir,
    siteUrl: config.siteUrl,
  });
  void app.register(healthRoutes, { prefix: '/api/health' });
  void app.register(articleRoutes, { prefix: '/api/article' });
  void app.register(commentRoutes, { prefix: '/api/comment' });
  void app.register(displayRoutes, { prefix: '/api/display' });
  void app.register(loginRoutes, { prefix: '/api/login' });
  void app.register(v1UserRoutes, { prefix: '/api/v1.user' });
  void app.register(v1WorkRoutes, { prefix: '/api/v1.work' });
  void app.register(userRoutes, { prefix: '/api/user' });
  void app.register(uploadRoutes, { prefix: '/api/upload' });
  // Private files: only their owner may read them (routes/uploads).
  void app.register(uploadFileRoutes, { prefix: '/uploads' });
  void app.register(seasonRoutes, { prefix: '/api/season' });
  void app.register(registrationRoutes, { prefix: '/api/registration' });
  void app.register(competitionRoutes, { prefix: '/api/competition' });
  void app.register(userWorkRoutes, { prefix: '/api/userWork' });
  void app.register(cspReportRoutes, { prefix: '/api/csp-report' });
  void app.register(releaseRoutes, { prefix: '/api/release', gate: config.releaseGate, rateLimit: config.beaconRateLimit, registryStore });
  // Development only: reads the outbox so a demo or e2e run can sign up without a mail server.
  if (config.devOutbox) void app.register(devRoutes, { prefix: '/api/dev' });
  void app.register(configRoutes, { dataDir: config.dataDir });
  void app.register(registryRoutes, { store: registryStore });
  void app.register(siteRoutes, { registryStore, siteUrl: config.siteUrl });
  return app;
}

export type App = ReturnType<typeof buildApp>;
