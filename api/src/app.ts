import { hostname } from 'node:os';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.js';
import { mediaRoot } from './paths.js';
import { lazySchemaController } from './http/lazy-schemas.js';
import { authPlugin } from './http/auth.js';
import { staffGuardPlugin } from './staff/guard.js';
import { requestLogFields } from './http/log-redaction.js';
import { errorHandlerPlugin } from './http/error-handler.js';
import { mailerPlugin } from './mail/plugin.js';
import { messagesPlugin } from './messages/plugin.js';
import { adminMessageRoutes } from './messages/admin-routes.js';
import { mediaPlugin } from './http/media.js';
import { PortalLogController } from './http/log-controller.js';
import { notFoundPlugin } from './http/not-found.js';
import { answerClientError, answerExpectationFailed, answerRouterError } from './http/protocol-errors.js';
import { lingeringClosePlugin } from './http/lingering-close.js';
import { finiteNumbersPlugin } from './http/finite-numbers.js';
import { publicAnswersPlugin } from './cache/plugin.js';
import { purgePlugin } from './purge/plugin.js';
import { reminderPlugin } from './reminders/plugin.js';
import { seasonPlugin } from './season/plugin.js';
import { seasonCalendarPlugin } from './season/calendar-plugin.js';
import { staticPlugin } from './http/static.js';
import { securityHeadersPlugin } from './security/headers-plugin.js';
import { tusPlugin } from './works/tus/plugin.js';
import { uploadsPlugin } from './uploads/plugin.js';
import { compressPlugin } from './http/compress.js';
import { dbPlugin } from './db/plugin.js';
import { articleRoutes } from './content/routes/article.js';
import { commentRoutes } from './content/routes/comment.js';
import { devRoutes } from './mail/dev-outbox-routes.js';
import { displayRoutes } from './content/routes/display.js';
import { healthRoutes } from './http/health-routes.js';
import { loginRoutes } from './accounts/routes/login.js';
import { uploadRoutes } from './uploads/routes/upload.js';
import { userRoutes } from './accounts/routes/user.js';
import { emailChangeRoutes, passwordResetRoutes } from './accounts/routes/recovery.js';
import { v1UserRoutes } from './accounts/routes/v1-user.js';
import { v1WorkRoutes } from './votes/routes.js';
import { adminVoteRoutes } from './votes/admin-routes.js';
import { configRoutes } from './site/live-config-routes.js';
import { registryRoutes } from './registry/routes.js';
import { RegistryStore } from './registry/store.js';
import { uploadFileRoutes } from './uploads/routes/files.js';
import { seasonRoutes } from './season/routes.js';
import { releaseRoutes } from './releases/routes.js';
import { adminFinalistRoutes } from './finalists/admin-routes.js';
import { mediaRoutes } from './media/routes.js';
import { adminScoringRoutes } from './scoring/admin-routes.js';
import { judgingDeskRoutes } from './judging/desk/routes.js';
import { judgingRoundRoutes } from './judging/admin/routes.js';
import { judgingResultsRoutes } from './judging/results-routes.js';
import { adminReleaseRoutes } from './releases/admin-routes.js';
import { adminCommentRoutes } from './moderation/admin-routes.js';
import { registrationRoutes } from './registrations/routes/registration.js';
import { competitionRoutes } from './registrations/routes/competition.js';
import { userWorkRoutes } from './works/routes/user-work.js';
import { cspReportRoutes } from './security/routes.js';
import { siteRoutes } from './site/routes.js';
import { reviewRoutes } from './admin/review-routes.js';
import { staffAuthRoutes } from './staff/routes/auth.js';
import { staffRoutes } from './staff/routes/staff.js';
import { auditRoutes } from './audit/routes.js';
import { adminArticleRoutes } from './cms/articles/routes.js';
import { articleSchedulePlugin } from './cms/articles/scheduler.js';
import { recapturePlugin, type RecapturePluginOptions } from './prerender/plugin.js';
import { adminSampleRoutes } from './sample/routes.js';
import { siteSettingsRoutes } from './site-settings/routes.js';
import { adminSettingsRoutes } from './site-settings/admin-routes.js';
import { adminDisplayRoutes } from './display/admin-routes.js';
import { adminBroadcastRoutes } from './broadcasts/routes.js';
import { unsubscribeRoutes } from './messages/unsubscribe-routes.js';
import { displayPublicRoutes } from './display/public-routes.js';
import { questionRoutes } from './questions/routes.js';
import { adminQuestionRoutes } from './questions/admin-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** Where JSON log lines go (stdout by default); tests capture them here. */
  logStream?: DestinationStream;
  /** The background recapture's capture and timings (tests: a stand-in for Chromium). */
  recapture?: RecapturePluginOptions;
}

/**
 * Builds the whole app without listening: server.ts listens, tests call `app.inject`.
 * Not awaited here, so a caller may still add routes or hooks before `ready()`.
 */
export function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.instanceName !== undefined ? { base: { pid: process.pid, hostname: hostname(), instance: config.instanceName } } : {}),
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new PortalLogController(),
    // Answer 503 to requests that arrive while closing instead of starting new work.
    return503OnClosing: true,
    // request.ip is the visitor's address behind the proxies named by TRUST_PROXY (per-IP limits depend on it).
    trustProxy: config.trustProxy,
    // What Node's parser and Fastify's router refuse is answered in the envelope too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerRouterError,
    schemaController: lazySchemaController(),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.server.on('checkExpectation', answerExpectationFailed);

  app.decorate('config', config);
  const { instanceName } = config;
  if (instanceName !== undefined) {
    // On the raw response, before anything can answer: errors, 304s, static files and the answers tus writes itself
    // (the reply is hijacked there, so Fastify's own headers never reach them) all carry it.
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('X-Instance', instanceName);
    });
  }
  // Order matters: compression and the handlers must wrap everything registered after them.
  void app.register(compressPlugin);
  void app.register(securityHeadersPlugin);
  void app.register(errorHandlerPlugin);
  void app.register(lingeringClosePlugin);
  void app.register(finiteNumbersPlugin);
  void app.register(dbPlugin, { database: config.database });
  void app.register(authPlugin);
  void app.register(staffGuardPlugin);
  void app.register(uploadsPlugin, { dataDir: config.dataDir, limits: config.uploadLimits, objectStore: config.objectStore });
  void app.register(seasonPlugin, { seasonFile: config.seasonFile, seasonsDir: config.seasonsDir, portalNow: config.portalNow });
  void app.register(publicAnswersPlugin);
  void app.register(tusPlugin, { tusDir: config.tusDir, expiryMs: config.tusExpiryMs });
  void app.register(purgePlugin);
  // Before the scheduler: a pass at start may publish, and its pages are recaptured (closed after it, hooks run in reverse).
  void app.register(recapturePlugin, options.recapture ?? {});
  void app.register(articleSchedulePlugin);
  void app.register(seasonCalendarPlugin);
  void app.register(mailerPlugin, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  void app.register(messagesPlugin);
  // After the calendar's plugin: its start-up read of the saved timeline comes before the first pass.
  void app.register(reminderPlugin);
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
  // Issue 25: the home page's banners and introduction, editable display data.
  void app.register(displayPublicRoutes, { prefix: '/api/display' });
  void app.register(loginRoutes, { prefix: '/api/login' });
  void app.register(v1UserRoutes, { prefix: '/api/v1.user' });
  void app.register(v1WorkRoutes, { prefix: '/api/v1.work' });
  void app.register(userRoutes, { prefix: '/api/user' });
  // Issue 26.1: account recovery (a forgotten password, a new address).
  void app.register(passwordResetRoutes, { prefix: '/api/login' });
  void app.register(emailChangeRoutes, { prefix: '/api/user' });
  void app.register(uploadRoutes, { prefix: '/api/upload' });
  // Private files: only their owner may read them (uploads/routes/files.ts).
  void app.register(uploadFileRoutes, { prefix: '/uploads' });
  void app.register(seasonRoutes, { prefix: '/api/season' });
  void app.register(registrationRoutes, { prefix: '/api/registration' });
  void app.register(competitionRoutes, { prefix: '/api/competition' });
  void app.register(userWorkRoutes, { prefix: '/api/userWork' });
  void app.register(questionRoutes, { prefix: '/api/question' });
  void app.register(cspReportRoutes, { prefix: '/api/csp-report' });
  void app.register(releaseRoutes, { prefix: '/api/release', gate: config.releaseGate, rateLimit: config.beaconRateLimit, registryStore });
  // The back office's review resources, for staff (dashboard, registrations, works, exports, purge).
  void app.register(reviewRoutes, { prefix: '/api/admin' });
  // The back office (issue 24): staff sign-in, staff management and the audit log, behind the staff guard.
  void app.register(staffAuthRoutes, { prefix: '/api/admin/auth' });
  void app.register(staffRoutes, { prefix: '/api/admin/staff' });
  void app.register(auditRoutes, { prefix: '/api/admin/audit' });
  void app.register(adminMessageRoutes, { prefix: '/api/admin/messages' });
  // The back office's finalists, scores and winners, and releases (issue 24): staff only (staff/guard.ts).
  void app.register(adminFinalistRoutes, { prefix: '/api/admin/finalists' });
  void app.register(adminScoringRoutes, { prefix: '/api/admin' });
  void app.register(judgingDeskRoutes, { prefix: '/api/admin/judging' });
  void app.register(judgingRoundRoutes, { prefix: '/api/admin/judging' });
  // Annulling public votes (issue 28): organizers, each annulment an entry of the public chain.
  void app.register(adminVoteRoutes, { prefix: '/api/admin/votes' });
  // A judging round's ranking and shortlist (issue 27): organizers.
  void app.register(judgingResultsRoutes, { prefix: '/api/admin/judging' });
  void app.register(adminReleaseRoutes, { prefix: '/api/admin/releases' });
  // The editor's content (issue 25): articles.
  void app.register(adminArticleRoutes, { prefix: '/api/admin/articles' });
  // Issue 25: the media library (editors and organizers).
  void app.register(mediaRoutes, { prefix: '/api/admin/media' });
  // Comment moderation (issue 25): editors and organizers; a plugin of its own under /api/admin (moderation/).
  void app.register(adminCommentRoutes, { prefix: '/api/admin' });
  void app.register(adminQuestionRoutes, { prefix: '/api/admin/questions' });
  // The site settings (issue 25): public for the pages and /c/N, editable by editors and organizers.
  void app.register(siteSettingsRoutes);
  void app.register(adminSettingsRoutes, { prefix: '/api/admin/settings' });
  // The display data (issue 25): banners, intro, prizes, topics, judges, partners, galleries, past winners, live stream.
  void app.register(adminDisplayRoutes, { prefix: '/api/admin/display' });
  // Broadcasts (issue 26 point 6): organizers only; the unsubscribe page its mails link to is public, by token.
  void app.register(adminBroadcastRoutes, { prefix: '/api/admin/broadcasts' });
  void app.register(unsubscribeRoutes, { prefix: '/api/unsubscribe' });
  // Removing the sample content (issue 25 point 7): organizers only.
  void app.register(adminSampleRoutes, { prefix: '/api/admin/sample' });
  // Development only: reads the outbox so a demo or e2e run can sign up without a mail server.
  if (config.devOutbox) void app.register(devRoutes, { prefix: '/api/dev' });
  void app.register(configRoutes);
  void app.register(registryRoutes, { store: registryStore });
  void app.register(siteRoutes, { registryStore, siteUrl: config.siteUrl });
  return app;
}

export type App = ReturnType<typeof buildApp>;
