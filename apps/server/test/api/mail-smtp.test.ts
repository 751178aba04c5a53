import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_USER, type TestApp } from '../support/test-app.ts';

let smtp: SMTPServer;
let received: { to: string[]; raw: string }[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'Springplezier <noreply@example.nl>',
  });
  await t.authHeaders();
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the reset mail with the link to /passwords/{token} on loopback SMTP', async () => {
    received = [];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password.reset',
      payload: { email_address: TEST_USER.email },
    });
    expect(res.statusCode).toBe(200);
    await t.ctx.mailer.idle();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([TEST_USER.email]);
    const raw = (received[0]?.raw ?? '').replace(/=\r?\n/g, '');
    expect(raw).toContain('Subject: Herstel je wachtwoord');
    expect(raw).toMatch(new RegExp(`${t.config.appUrl}/passwords/[\\w-]{20,}`));
  });
});
