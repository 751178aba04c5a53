import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

type FakePayment = {
  id: string;
  status: string;
  amount: { value: string; currency: string };
  description: string;
  metadata: unknown;
  redirectUrl: string;
  webhookUrl: string | null;
  paidAt: string | null;
};

/**
 * A loopback stand-in for the Mollie API v2 payments endpoints, answering as Mollie does (HAL JSON,
 * 201 on create, 404 with a problem body for an unknown id). HTTPS with a throw-away self-signed
 * certificate: the official client only speaks https (it pins its own CA bundle), so this test
 * process (one fork per file) does not verify certificates while the fake runs.
 */
export const startFakeMollie = async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-mollie-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const payments = new Map<string, FakePayment>();
  const requests: { method: string; url: string; body: string }[] = [];

  const resource = (p: FakePayment, base: string) => ({
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: new Date().toISOString(),
    amount: p.amount,
    description: p.description,
    method: 'ideal',
    metadata: p.metadata,
    status: p.status,
    ...(p.paidAt ? { paidAt: p.paidAt } : {}),
    isCancelable: false,
    profileId: 'pfl_fake',
    sequenceType: 'oneoff',
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    _links: {
      self: { href: `${base}payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open'
        ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${p.id}`, type: 'text/html' } }
        : {}),
    },
  });

  const server = https.createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        requests.push({ method: req.method ?? '', url: req.url ?? '', body });
        const send = (status: number, json: unknown) => {
          res.writeHead(status, {
            'content-type': status < 300 ? 'application/hal+json' : 'application/problem+json',
          });
          res.end(JSON.stringify(json));
        };
        const auth = req.headers.authorization ?? '';
        if (!/^Bearer (test|live)_\w+/.test(auth))
          return send(401, {
            status: 401,
            title: 'Unauthorized Request',
            detail: 'Missing authentication, or failed to authenticate',
          });
        const base = `${api.url}`;
        if (req.method === 'POST' && req.url === '/v2/payments') {
          const input = JSON.parse(body) as Omit<FakePayment, 'id' | 'status' | 'paidAt'>;
          const payment: FakePayment = {
            id: `tr_${randomBytes(6).toString('hex')}`,
            status: 'open',
            amount: input.amount,
            description: input.description,
            metadata: input.metadata ?? null,
            redirectUrl: input.redirectUrl,
            webhookUrl: input.webhookUrl ?? null,
            paidAt: null,
          };
          payments.set(payment.id, payment);
          return send(201, resource(payment, base));
        }
        const match = /^\/v2\/payments\/([^/?]+)/.exec(req.url ?? '');
        if (req.method === 'GET' && match?.[1]) {
          const payment = payments.get(match[1]);
          if (!payment)
            return send(404, {
              status: 404,
              title: 'Not Found',
              detail: `No payment exists with token ${match[1]}.`,
            });
          return send(200, resource(payment, base));
        }
        return send(404, { status: 404, title: 'Not Found', detail: 'Unknown endpoint' });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const api = {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`,
    payments,
    requests,
    /** Mollie's side changes: a payment is paid, expires, … (a webhook follows in the tests). */
    setStatus: (id: string, status: string, amountValue?: string) => {
      const payment = payments.get(id);
      if (!payment) throw new Error(`onbekende betaling ${id}`);
      payment.status = status;
      if (status === 'paid') payment.paidAt = new Date().toISOString();
      if (amountValue) payment.amount = { ...payment.amount, value: amountValue };
    },
    /** A payment of the same Mollie account that this app did not create. */
    addForeign: (status = 'paid') => {
      const id = `tr_${randomBytes(6).toString('hex')}`;
      payments.set(id, {
        id,
        status,
        amount: { value: '121.00', currency: 'EUR' },
        description: 'Iets anders',
        metadata: null,
        redirectUrl: 'https://elders.example/',
        webhookUrl: null,
        paidAt: status === 'paid' ? new Date().toISOString() : null,
      });
      return id;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return api;
};
