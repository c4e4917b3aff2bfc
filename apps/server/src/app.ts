import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { clientResource } from '@rc/contract/resources/client.resource';
import { institutionStockPlacementResource } from '@rc/contract/resources/institution-stock-placement.resource';
import { internalUserResource } from '@rc/contract/resources/internal-user.resource';
import type { Config } from './config.ts';
import { systemClock, type AppContext, type Clock } from './context.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { forgetSearchIndexSamples, mergeSearchIndexes, SEARCH_UPKEEP_EVERY_MS } from './resources/search/sqlite-fts5-upkeep.ts';
import { createRetention, RETENTION_EVERY_MS } from './db/retention.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { finishedJobs } from './jobs/job.repository.ts';
import { oldThrottleWindows } from './auth/login-throttle.repository.ts';
import { oldOutboxMail } from './mail/mail-outbox.repository.ts';
import { finishedDeliveries } from './modules/campaigns/delivery.repository.ts';
import { registerAccessGuard } from './auth/access.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { createSessionService, expiredSessions } from './auth/session.service.ts';
import { registerTwoFactorRoutes } from './auth/two-factor.routes.ts';
import { createTwoFactorService } from './auth/two-factor.service.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerClientAuth } from './http/client-auth.ts';
import { registerStatic } from './http/console-static.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { createErrorReporter } from './http/error-reporting.ts';
import { clientErrorHandler, frameworkErrors, MAX_PATH_PART, registerRequestShapeRules } from './http/request-shape.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { validatorCompiler, zodCompilers } from './http/zod-compilers.ts';
import { createMailer } from './mail/mailer.ts';
import { createMediaStore } from './uploads/media-store.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { RESOURCE_BINDINGS } from './resource-bindings.ts';
import { registerResources } from './resources/resource-registry.ts';
import { createNotifier } from './notifications/notifier.ts';
import { createNotificationLive } from './notifications/notification-live.ts';
import { registerNotifications } from './notifications/notification.routes.ts';
import { registerWebhooks } from './modules/webhooks/webhooks.routes.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { registerClientRoutes } from './modules/clients/client.routes.ts';
import { registerUserPermissionRoutes } from './modules/permissions/user-permission.routes.ts';
import { registerInternalUserRoutes } from './modules/staff/internal-user.routes.ts';
import { registerCircleRoutes } from './modules/circle/circle.routes.ts';
import { registerInstitutionRoutes } from './modules/institution/institution.routes.ts';
import { registerDeliveryRoutes } from './modules/campaigns/delivery.routes.ts';
import { registerPlacementRoutes } from './modules/placement/placement.routes.ts';
import { findResource } from '@rc/contract/resources/resource-registry';
import { registerPreviewRoutes } from './modules/preview/preview.routes.ts';
import { registerEditorialRoutes } from './modules/editorial/editorial.routes.ts';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { registerAuditRoutes } from './audit/audit.routes.ts';
import { onChainSkip } from './audit/audit-chain.repository.ts';
import { createAuditSealer } from './audit/audit-sealer.ts';
import { registerDraftRoutes } from './modules/drafts/drafts.routes.ts';
import { registerOperationsRoutes } from './http/operations.ts';
import { metricsOf, registerMetrics } from './http/metrics.ts';
import { describeErrorAnswers } from './http/openapi-errors.ts';
import { withComponents } from './http/openapi-components.ts';

export type BuildOptions = {
  config: Config;
  /** An already open database (tests); otherwise opened from config.databaseUrl. */
  db?: Db;
  clock?: Clock;
  /** Extra routes to mount before the app is sealed (tests use it to prove the guard). */
  extend?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type App = FastifyInstance;

/** The composition root: database, migrations, plugins, guards and every route. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // HEAD only where it is useful (the console's pages, media, health): not a twin of every API read.
    exposeHeadRoutes: false,
    routerOptions: { maxParamLength: MAX_PATH_PART },
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: zodCompilers },
  });
  // The API speaks JSON (and multipart for uploads) only: anything else is a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const db = options.db ?? openDatabase(config.databaseUrl);
  await migrateToLatest(db.kysely, db.dialect);
  db.nameStatements();
  const clock = options.clock ?? systemClock;
  const jobs = createJobRunner({ db, clock, log: app.log, pollMs: config.jobsPollMs, leaseMs: config.jobsLeaseMs });
  const notificationLive = createNotificationLive({ db, databaseUrl: config.databaseUrl, log: app.log });
  const ctx: AppContext = {
    config,
    db,
    clock,
    log: app.log,
    mailer: createMailer({ db, clock, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    jobs,
    media: await createMediaStore(config),
    retention: createRetention({ db, clock, days: config.retentionDays }),
    auditSealer: createAuditSealer({ db, log: app.log, intervalMs: config.auditSealMs }),
    notifier: createNotifier({
      jobs,
      unreadChanged: (executor, recipients) => notificationLive.changed(executor, recipients),
      counted: (kind, count) => metricsOf(ctx).notified(kind, count),
    }),
  };
  // The rows that grow old and are of no use then (RETENTION_DAYS_*); the audit log is kept for ever.
  for (const prunable of [finishedJobs, finishedDeliveries, oldOutboxMail, expiredSessions, oldThrottleWindows])
    ctx.retention.register(prunable);
  // Handlers are registered while the routes mount; polling starts once the app is ready and stops
  // (finishing the job in hand) before the database closes.
  app.addHook('onReady', async () => ctx.jobs.start());
  app.addHook('preClose', async () => ctx.jobs.stop());
  app.addHook('onReady', async () => ctx.auditSealer.start());
  // Jobs write audit entries: the sealer stops after them, sealing what they committed on its way out.
  app.addHook('preClose', async () => {
    await ctx.auditSealer.stop();
    if (config.auditSealMs > 0) await ctx.auditSealer.sealNow().catch(() => undefined);
  });
  if (!options.db) app.addHook('onClose', async () => db.close());
  // Sealing that finds audit entries beyond the chain's head goes past them (decisions 041, 044):
  // said loudly, for the owners to run the audit check. (One server per process hears its seals.)
  const stopSkipLog = onChainSkip((skip) =>
    app.log.error(skip, 'audit chain: the sealer found entries beyond the head and went past them; run the audit check'),
  );
  app.addHook('onClose', async () => stopSkipLog());
  app.addHook('onClose', async () => ctx.media.close());

  const reporter = config.errorReporting && createErrorReporter(config.errorReporting, app.log);
  if (reporter) app.addHook('onClose', async () => reporter.close());
  registerErrorHandler(app, registerRequestShapeRules(app), reporter);
  registerSecurityHeaders(app, config.errorReporting);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Research Console API',
        version: '1.0.0',
        description:
          'Every call but /api/health and /api/ready needs `Authorization: Basic base64(API_CLIENT_ID:API_CLIENT_SECRET)`.',
      },
      components: {
        securitySchemes: {
          consoleClient: { type: 'http', scheme: 'basic' },
          session: { type: 'apiKey', in: 'cookie', name: 'rc_session' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ consoleClient: [] }],
    },
    // Each call's error answers and security join its schema as the description is written; the
    // parts many calls share are then written once, as components.
    transform: describeErrorAnswers(jsonSchemaTransform),
    transformObject: (document) =>
      'openapiObject' in document ? withComponents(document.openapiObject) : document.swaggerObject,
  });
  // Its page carries inline scripts: it sends its own policy, with their hashes.
  registerApiDocs(app);

  const sessions = createSessionService(ctx);
  registerClientAuth(app, config);
  registerAccessGuard(app, ctx, sessions);

  registerOperationsRoutes(app, ctx);
  await registerMetrics(app, ctx, config.metricsToken);
  const twoFactor = createTwoFactorService(ctx);
  registerAuthRoutes(app, ctx, sessions, twoFactor);
  registerTwoFactorRoutes(app, ctx, twoFactor);
  registerProfileRoutes(app, ctx);
  const models = await registerResources(app, ctx, RESOURCE_BINDINGS);
  registerAnalyticsRoutes(app, ctx);
  // People: the engine serves the lists and editors of staff and clients; these are the calls it does not make.
  registerInternalUserRoutes(app, ctx, models.of(internalUserResource));
  registerClientRoutes(app, ctx, models.of(clientResource));
  registerUserPermissionRoutes(app, ctx);
  registerCircleRoutes(app, ctx);
  registerInstitutionRoutes(app, ctx, models.of(institutionStockPlacementResource));
  registerDeliveryRoutes(app, ctx, (name) => models.of(findResource(name)!));
  registerPlacementRoutes(app, ctx);
  registerPreviewRoutes(app, ctx, models);
  registerEditorialRoutes(app, ctx, models);
  registerApiKeyRoutes(app, ctx);
  registerSearchRoutes(app, ctx, models);
  registerAuditRoutes(app, ctx);
  registerNotifications(app, ctx, notificationLive);
  registerWebhooks(app, ctx);
  const drafts = registerDraftRoutes(app, ctx, models);
  if (options.extend) await options.extend(app, ctx);
  await registerStatic(app, config, ctx.media);

  // Finished jobs, deliveries, mail, ended sessions and throttle windows past their retention.
  every(app, RETENTION_EVERY_MS, 'retention', async () => {
    for (const pruned of await ctx.retention.run()) if (pruned.deleted > 0) app.log.info(pruned, 'old rows removed');
  });
  // Autosaved drafts are kept 30 days after their last save (reads ignore older ones meanwhile).
  every(app, 60 * 60 * 1000, 'draft pruning', () => drafts.prune());
  // SQLite's search indexes are merged once they hold several segments (decision 030), and keep
  // no samples of an ANALYZE, which would have each search planned again (decision 034).
  if (db.dialect === 'sqlite') {
    const forgetSamples = async () => {
      const samples = await forgetSearchIndexSamples(db);
      if (samples > 0) app.log.info({ samples }, 'search index samples forgotten');
    };
    await forgetSamples();
    every(app, SEARCH_UPKEEP_EVERY_MS, 'search index upkeep', async () => {
      for (const merged of await mergeSearchIndexes(db)) app.log.info(merged, 'search index merged');
      await forgetSamples();
    });
  }

  app.decorate('ctx', ctx);
  return app;
}

/** Run `task` every `ms` while the app is up; a failure is logged and the next turn comes as usual. */
function every(app: FastifyInstance, ms: number, label: string, task: () => Promise<unknown>): void {
  const timer = setInterval(() => void task().catch((err) => app.log.warn({ err }, `${label} failed`)), ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
