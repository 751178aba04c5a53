import { createHash } from 'node:crypto';
import { createOrderTestApp } from './orders-factories.ts';
import type { TestApp } from './test-app.ts';

/** A quote line by article: `quantity` units of the article (by id) on these days. */
export const quoteLine = (
  itemId: number,
  productName: string,
  from: string,
  until: string,
  extra: Record<string, unknown> = {},
) => ({
  reservation: {
    item_id: itemId,
    product_name: productName,
    from,
    until,
    delivery_time: '10:00-12:00',
    pickup_time: '16:00-18:00',
    quantity: 1,
    ...extra,
  },
});

/** The staff quote API and the customer's public one, through app.inject. */
export const quoteApi = (t: TestApp) => {
  const call = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(await t.authHeaders()), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const pub = (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    remoteAddress = '10.1.2.3',
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Test', ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const ok = async (res: Awaited<ReturnType<typeof call>>, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what} ${res.statusCode}: ${res.body}`);
    return res.json().entry.model;
  };
  return {
    call,
    pub,
    create: (body: unknown, headers?: Record<string, string>) => call('POST', '/quote.create', body, headers),
    createOk: async (body: unknown) => ok(await call('POST', '/quote.create', body), 'quote.create'),
    update: (id: number | string, body: unknown) => call('PATCH', `/quote.update/${id}`, body),
    view: (id: number | string) => call('GET', `/quote.view/${id}`),
    send: (id: number | string) => call('POST', `/quote.send/${id}`),
    sendOk: async (id: number | string) => ok(await call('POST', `/quote.send/${id}`), 'quote.send'),
    withdraw: (id: number | string, body: unknown = {}) => call('POST', `/quote.withdraw/${id}`, body),
    convert: (id: number | string, body: unknown = {}) => call('POST', `/quote.convert/${id}`, body),
    pdf: (id: number | string) => call('GET', `/quote.pdf/${id}`),
    list: (query = '') => call('GET', `/quotes.view${query}`),
    publicView: (token: string) => pub('GET', `/quote_public.view/${token}`),
    publicPdf: (token: string) => pub('GET', `/quote_public.pdf/${token}`),
    accept: (token: string, body: unknown = { name: 'Sanne de Vries', accept_terms: true }, ip?: string) =>
      pub('POST', `/quote_public.accept/${token}`, body, ip),
    decline: (token: string, body: unknown = {}) => pub('POST', `/quote_public.decline/${token}`, body),
  };
};

/** The customer tokens of a quote's mails, newest last (read from the outbox like a mail client would). */
export const quoteTokensOf = async (t: TestApp, orderId: number) => {
  const mails = await t.ctx.db
    .selectFrom('outbox_mails')
    .select(['body_text'])
    .where('kind', '=', 'quote')
    .where('ref_id', '=', orderId)
    .orderBy('id')
    .execute();
  return mails.map((m) => {
    const token = /\/offerte\/([\w-]+)/.exec(m.body_text)?.[1];
    if (!token) throw new Error('geen link in de offertemail');
    return token;
  });
};

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Active reservations of the database (a quote must leave this unchanged). */
export const activeReservations = async (t: TestApp) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The start the quote API test files share: the order test app plus the quote API on it. */
export const createQuoteTestApp = async (opts: { units: number }) => {
  const made = await createOrderTestApp(opts);
  return { ...made, quotes: quoteApi(made.t) };
};
