import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { createTestApp, TEST_USER, type TestApp } from '../support/test-app.ts';

let smtp: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    smtpUrl: smtp.url,
    mailFrom: 'Springplezier <noreply@example.nl>',
  });
  await t.authHeaders();
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('delivers the reset mail with the link to /passwords/{token} on loopback SMTP', async () => {
    smtp.received.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password.reset',
      payload: { email_address: TEST_USER.email },
    });
    expect(res.statusCode).toBe(200);
    await t.ctx.mailer.idle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([TEST_USER.email]);
    const raw = (smtp.received[0]?.raw ?? '').replace(/=\r?\n/g, '');
    expect(raw).toContain('Subject: Herstel je wachtwoord');
    expect(raw).toMatch(new RegExp(`${t.config.appUrl}/passwords/[\\w-]{20,}`));
  });
});
