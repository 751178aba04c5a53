import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { DatabaseKind } from './db/dialect.ts';
import type { Mailer } from './lib/mailer.ts';

/**
 * The mail outbox as the app's parts use it. The outbox feature makes it (createOutbox) and
 * app.ts hands it in, so this file, which every feature imports, imports no feature.
 */
export type MailOutbox = {
  /** Send what is due soon, in the background (call after a commit that enqueued mail). */
  kick: () => void;
  /** Sends everything due now (or at `now`) and resolves when done; for tests and shutdown. */
  drain: (now?: Date) => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
};

/** What every feature's use cases are given; made once in buildApp and shared. */
export type AppContext = {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  mailer: Mailer;
  /** Mails written in a transaction and sent after its commit (enqueueMail + outbox.kick). */
  outbox: MailOutbox;
  /** The app's logger, for services that report trouble outside a request (e.g. an external service down). */
  log: FastifyBaseLogger;
};
