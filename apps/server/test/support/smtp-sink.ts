import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted. */
export type SinkMail = {
  /** The envelope sender (MAIL FROM). */
  from: string;
  /** The envelope recipients (RCPT TO). */
  to: string[];
  /** The message as sent, byte for byte. */
  bytes: Buffer;
  /** The same, read as UTF-8. */
  raw: string;
  /** The client's port: which process sent it. */
  remotePort: number;
};

export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL / createTestApp({ smtpUrl }). */
  url: string;
  /** Every message accepted, in order. */
  received: SinkMail[];
  /** While true every message is refused with a temporary 451 (the sender must retry later). */
  refuse: boolean;
  close: () => Promise<void>;
};

/**
 * An SMTP server on a free loopback port that keeps what it receives, for the tests of mail that
 * must not be lost. `refuse` starts the sink refusing; `hold` leaves a message unanswered (a send
 * that never ends) when it answers true.
 */
export const startSmtpSink = async (
  options: { refuse?: boolean; hold?: (mail: SinkMail) => boolean } = {},
): Promise<SmtpSink> => {
  const sink: Omit<SmtpSink, 'url' | 'close'> = { received: [], refuse: options.refuse ?? false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const from = session.envelope.mailFrom;
        const mail: SinkMail = {
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          bytes,
          raw: bytes.toString('utf8'),
          remotePort: session.remotePort,
        };
        if (options.hold?.(mail)) return;
        if (sink.refuse) {
          callback(Object.assign(new Error('Mailbox tijdelijk niet beschikbaar'), { responseCode: 451 }));
          return;
        }
        sink.received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
};
