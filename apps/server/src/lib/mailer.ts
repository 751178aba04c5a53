import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/**
 * A display name and an address: "Springplezier Verhuur B.V." <info@springplezier.nl>. Without an
 * address (no company e-mail yet) the name goes with MAIL_FROM's address.
 */
export type MailAddress = { name: string; address: string | null };

export type MailMessage = {
  /**
   * Who the mail is from as the customer sees it (the company, for invoice and order mails);
   * without it, MAIL_FROM.
   */
  from?: MailAddress;
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

/** The bare address of "Name <address>" or of a bare address. */
const addressOf = (value: string) => (value.match(/<([^>]+)>/)?.[1] ?? value).trim();

/**
 * With SMTP_URL mails go over SMTP; without it each mail is written as an .eml file under
 * DATA_DIR/mail and its links are logged, so a newcomer can reset a password without a mail server.
 *
 * A mail with a `from` of its own (the company) is sent from it. When a technical sender is
 * configured (MAIL_FROM: a mail provider that only relays for its own address), that address is
 * the Sender header and the envelope sender (bounces), while From stays the company's.
 */
export const createMailer = (opts: {
  smtpUrl: string | undefined;
  /** The From of mails without one of their own (password mails). */
  from: string;
  /** MAIL_FROM when set: the technical sender of mails sent in the company's name. */
  sender?: string | undefined;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer => {
  const pending = new Set<Promise<void>>();
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(opts.dataDir, 'mail');

  const deliver = async (message: MailMessage) => {
    const { from: own, ...rest } = message;
    const from = own ? { name: own.name, address: own.address || addressOf(opts.sender ?? opts.from) } : null;
    const technical =
      from && opts.sender && addressOf(opts.sender).toLowerCase() !== from.address.toLowerCase()
        ? { sender: opts.sender, envelope: { from: addressOf(opts.sender), to: message.to } }
        : {};
    const info = await transport.sendMail({ from: from ?? opts.from, ...technical, ...rest });
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
