import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { assetRoutes, storageRoutes } from './features/assets/index.ts';
import { auditRoutes, registerAuditActor } from './features/audit/index.ts';
import { authRoutes, readBearer } from './features/auth/index.ts';
import { createBackupJob } from './features/backup/index.ts';
import {
  bookingPageRoutes,
  bookingRoutes,
  bookingStaffRoutes,
  createBookingExpiryJob,
} from './features/booking/index.ts';
import { contactRoutes } from './features/contacts/index.ts';
import { dashboardRoutes } from './features/dashboard/index.ts';
import { discountRoutes } from './features/discounts/index.ts';
import { geoRoutes } from './features/geo/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { idealRoutes, payUrlForMail, registerPendingIdeal } from './features/ideal/index.ts';
import { registerIdempotency } from './features/idempotency/index.ts';
import { extendInvoices, invoiceRoutes, invoiceUblRoutes } from './features/invoices/index.ts';
import { itemRoutes } from './features/items/index.ts';
import { followInvoicePayment, orderRoutes } from './features/orders/index.ts';
import { createOutbox } from './features/outbox/index.ts';
import { followInvoiceStatus, paymentRoutes, readPaymentFields } from './features/payments/index.ts';
import { quotePageRoutes, quotePublicRoutes, quoteRoutes } from './features/quotes/index.ts';
import { createReminderJob, reminderRoutes } from './features/reminders/index.ts';
import { reportRoutes } from './features/reports/index.ts';
import { reservationRoutes } from './features/reservations/index.ts';
import { safetyRoutes } from './features/safety/index.ts';
import { scheduleRoutes } from './features/schedule/index.ts';
import { createScheduler, type Scheduler } from './features/scheduler/index.ts';
import { settingsRoutes } from './features/settings/index.ts';
import { signatureRoutes } from './features/signatures/index.ts';
import { registerRoleCheck, teamRoutes } from './features/team/index.ts';
import { termsRoutes } from './features/terms/index.ts';
import { twoStepRoutes } from './features/two-step/index.ts';
import { createMailer } from './lib/mailer.ts';
import { dutchValidationLocale } from './lib/validation-locale.ts';
import { registerApiHeaders } from './plugins/api-headers.ts';
import { registerAuth } from './plugins/auth.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { OneLineRequestLog } from './plugins/request-log.ts';
import { createResponseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    scheduler: Scheduler;
  }
}

// Validation messages of zod's own checks in Dutch; schemas with their own texts keep them.
z.config({ localeError: dutchValidationLocale });

export type BuildAppOptions = {
  config: Config;
  /** An already open database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /**
   * Also check every answer against its response schema with zod (the test suite): see
   * plugins/response-serializer.ts. Off in production, where answers are only stripped.
   */
  checkResponses?: boolean;
};

export const buildApp = async ({ config, database, logger, checkResponses = false }: BuildAppOptions) => {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    // One line per request instead of two: see plugins/request-log.ts.
    logController: new OneLineRequestLog(),
    bodyLimit: 2 * 1024 * 1024,
    // Search terms up to 200 characters travel in the path (/contact.search/{query}); encoded
    // accents take six characters each.
    routerOptions: { maxParamLength: 2000 },
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: checkResponses }));

  const handle = database ?? openDatabase(config.databaseKind, config.databaseUrl);
  await migrateToLatest(handle.db);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    sender: config.mailSender,
    dataDir: config.dataDir,
    log: app.log,
  });
  const ctx: AppContext = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    mailer,
    outbox: createOutbox({ db: handle.db, dbKind: handle.kind, mailer, log: app.log }),
    log: app.log,
  };
  app.decorate('ctx', ctx);
  // Payments, the order and a waiting iDEAL payment follow an invoice's status; they depend on
  // invoices, so invoices gets them handed in here instead of importing them.
  extendInvoices({
    statusFollowers: [followInvoiceStatus, followInvoicePayment, registerPendingIdeal],
    paymentFieldsOf: readPaymentFields,
    payUrlForMail,
  });
  // Jobs that run once per period over every process on this database (the nightly backup).
  const backupJob = createBackupJob({ config, db: handle.db, dbKind: handle.kind, log: app.log });
  const scheduler = createScheduler({
    db: handle.db,
    log: app.log,
    jobs: [
      ...(backupJob ? [backupJob] : []),
      createReminderJob({ ctx, intervalSeconds: config.reminderIntervalSeconds, log: app.log }),
      createBookingExpiryJob(ctx),
    ],
    // Looked for at least as often as the reminder period (tests make REMINDER_INTERVAL_S short).
    intervalMs: Math.min(config.schedulerIntervalMs, config.reminderIntervalSeconds * 1000),
  });
  app.decorate('scheduler', scheduler);
  // Picks up mails left by an earlier run (crash, failed SMTP) and retries on an interval.
  app.addHook('onReady', async () => {
    ctx.outbox.start();
    scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await ctx.outbox.stop();
    await ctx.mailer.idle();
    if (!database) await handle.destroy();
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Answers above 1 KiB (API JSON, the OpenAPI document) go out brotli- or gzip-compressed with
  // fast settings (brotli quality 4). The web app's files are compressed at build time and sent
  // as they are (plugins/spa.ts); an answer that already has a Content-Encoding is left alone.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 20, fields: 50 } });
  registerAuth(app, (request) => readBearer(request, ctx));
  // The role table, after the sign-in check (hooks run in the order they were added).
  registerRoleCheck(app);
  // Who makes a change, for the audit trail (after auth, around every handler).
  registerAuditActor(app);
  registerInputGuard(app);
  registerApiHeaders(app);
  // After the input guard (a refused input claims no key), before the routes (it adds to their schemas).
  registerIdempotency(app, ctx);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(assetRoutes);
      await api.register(settingsRoutes);
      await api.register(contactRoutes);
      await api.register(itemRoutes);
      await api.register(invoiceRoutes);
      await api.register(invoiceUblRoutes);
      await api.register(paymentRoutes);
      await api.register(reminderRoutes);
      await api.register(idealRoutes);
      await api.register(geoRoutes);
      await api.register(discountRoutes);
      await api.register(orderRoutes);
      await api.register(quoteRoutes);
      await api.register(quotePublicRoutes);
      await api.register(reservationRoutes);
      await api.register(scheduleRoutes);
      await api.register(signatureRoutes);
      await api.register(termsRoutes);
      await api.register(teamRoutes);
      await api.register(twoStepRoutes);
      await api.register(safetyRoutes);
      await api.register(bookingRoutes);
      await api.register(bookingStaffRoutes);
      await api.register(auditRoutes);
      await api.register(dashboardRoutes);
      await api.register(reportRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(storageRoutes);
  await app.register(bookingPageRoutes(config.webDist));
  await app.register(quotePageRoutes(config.webDist));
  await registerSpa(app, config.webDist);
  return app;
};
