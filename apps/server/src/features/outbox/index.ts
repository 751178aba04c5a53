/** Mail that must not be lost: written in the use case's transaction, sent after the commit with retries. */
export {
  createOutbox,
  enqueueMail,
  listMailsAbout,
  type Outbox,
  type OutboxMail,
} from './outbox.service.ts';
