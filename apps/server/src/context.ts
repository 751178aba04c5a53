import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { DatabaseKind } from './db/dialect.ts';
import type { Outbox } from './features/outbox/outbox.service.ts';
import type { Mailer } from './lib/mailer.ts';

/** What every feature's service is built from; made once in buildApp and shared. */
export type AppContext = {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  mailer: Mailer;
  /** Mails written in a transaction and sent after its commit (enqueueMail + outbox.kick). */
  outbox: Outbox;
  /** The app's logger, for services that report trouble outside a request (e.g. an external service down). */
  log: FastifyBaseLogger;
};
