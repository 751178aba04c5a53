import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type MailMessage = {
  to: string;
  /** Where a reply goes when it should not go to the sender (MAIL_FROM, often a no-reply address). */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  /** Delivers now and throws when it fails (the outbox retries); most callers want `send`. */
  deliver: (message: MailMessage) => Promise<void>;
  /** Delivers in the background; a failure is logged, never thrown. */
  send: (message: MailMessage) => Promise<void>;
  /**
   * Runs `prepare` in the background and sends the mail it returns (none for null). For work that
   * must not delay the answer, e.g. a reset token whose insert would otherwise make the answer for
   * an existing account measurably slower. A failure of either step is logged, never thrown.
   */
  sendLater: (prepare: () => Promise<MailMessage | null>) => Promise<void>;
  /** Resolves when every mail handed to `send` or `sendLater` so far has been delivered or failed. */
  idle: () => Promise<void>;
};

/**
 * With SMTP_URL mails go over SMTP; without it each mail is written as an .eml file under
 * DATA_DIR/mail and its links are logged, so a newcomer can reset a password without a mail server.
 */
export const createMailer = (opts: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer => {
  const pending = new Set<Promise<void>>();
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(opts.dataDir, 'mail');

  const deliver = async (message: MailMessage) => {
    const info = await transport.sendMail({ from: opts.from, ...message });
    if (opts.smtpUrl) {
      opts.log.info({ to: message.to, subject: message.subject }, 'mail verzonden');
      return;
    }
    await mkdir(mailDir, { recursive: true });
    const file = path.join(mailDir, `${Date.now()}-${randomUUID()}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    opts.log.info({ to: message.to, subject: message.subject, file, links }, 'mail opgeslagen als bestand');
  };

  const track = (p: Promise<void>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
    return p;
  };

  return {
    deliver,
    send: (message) =>
      track(
        deliver(message).catch((err: unknown) => {
          opts.log.error({ err, to: message.to }, 'mail kon niet worden verzonden');
        }),
      ),
    sendLater: (prepare) =>
      track(
        (async () => {
          let message: MailMessage | null;
          try {
            message = await prepare();
          } catch (err) {
            opts.log.error({ err }, 'mail kon niet worden voorbereid');
            return;
          }
          if (!message) return;
          try {
            await deliver(message);
          } catch (err) {
            opts.log.error({ err, to: message.to }, 'mail kon niet worden verzonden');
          }
        })(),
      ),
    idle: async () => {
      await Promise.all([...pending]);
    },
  };
};
