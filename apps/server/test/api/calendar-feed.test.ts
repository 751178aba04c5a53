import { SCHEDULE_MESSAGES } from '@app/contracts';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/features/users/index.ts';
import { cancelOrderViaApi, createOrderViaApi } from '../support/orders-factories.ts';
import { createCustomer, createRentableUnit, createSellableUnit } from '../support/schedule-factories.ts';
import { createTestApp, TEST_USER, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://verhuur.example.nl' } });
  headers = await t.authHeaders();
});
afterAll(async () => {
  await t.close();
});

const renew = async (h = headers) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/calendar_feed.renew', headers: h });
  expect(res.statusCode).toBe(200);
  return res.json().entry.model as { active: boolean; created_at: string; url: string; path: string };
};

/** Fetches a feed as a phone's calendar app does: no token. */
const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

/** Every VEVENT parsed by ical.js, with its start and end as instants (through the VTIMEZONE). */
const parseEvents = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      dtstamp: vevent.getFirstPropertyValue('dtstamp')?.toString(),
    };
  });
};

describe('calendar feed', () => {
  it('shows no address until one is made, and then only once', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/calendar_feed.view', headers });
    expect(status.json()).toEqual({ entry: { model: { active: false, created_at: null } } });
    const made = await renew();
    expect(made.path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.url).toBe(`https://verhuur.example.nl${made.path}`);
    const after = await t.app.inject({ method: 'GET', url: '/api/calendar_feed.view', headers });
    expect(after.json().entry.model).toEqual({ active: true, created_at: made.created_at });
    // Only a hash is stored: the secret itself is nowhere in the table.
    const secret = made.path.split('/').pop()?.replace('.ics', '') ?? '';
    const rows = await t.ctx.db.selectFrom('calendar_feeds').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('serves a valid iCalendar of the jobs, without a token, that a parser reads', async () => {
    const customer = await createCustomer(t, {
      first_name: 'Ida',
      last_name: 'Kalender; met, tekens',
      phone_number: '06-11112222',
    });
    const { unit } = await createRentableUnit(t, 'Springkussen Kasteel', 'KAS-1');
    const from = addCalendarDays(todayCalendarDate(), 3);
    const until = addCalendarDays(from, 2);
    const order = await createOrderViaApi(t, customer.id, [
      { unitId: unit.id, productName: 'Springkussen Kasteel', from, until, deliveryTime: '08:00-10:00' },
    ]);
    const { path } = await renew();
    const res = await fetchFeed(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body;

    // RFC 5545 form: CRLF only, no physical line over 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const events = parseEvents(text);
    const [reservationId] = await jobIds(from);
    const delivery = events.find((e) => e.uid === `delivery-${reservationId}@verhuur.example.nl`);
    expect(delivery).toMatchObject({
      summary: 'Bezorging: Springkussen Kasteel – Ida Kalender; met, tekens',
      location: 'Kerkstraat 1, 3511 AA Utrecht, Nederland',
    });
    expect(delivery?.description).toContain('Telefoon: 06-11112222');
    expect(delivery?.description).toContain('Serienummer: KAS-1');
    expect(delivery?.dtstamp).toMatch(/Z$/);
    // 08:00-10:00 in Amsterdam, whichever offset applies that day.
    const offset = amsterdamOffsetHours(from);
    expect(delivery?.start).toBe(`${from}T${String(8 - offset).padStart(2, '0')}:00:00.000Z`);
    expect(delivery?.end).toBe(`${from}T${String(10 - offset).padStart(2, '0')}:00:00.000Z`);
    const pickup = events.find((e) => e.summary.startsWith('Ophaling: Springkussen Kasteel'));
    expect(pickup?.start).toBe(
      `${until}T${String(16 - amsterdamOffsetHours(until)).padStart(2, '0')}:00:00.000Z`,
    );

    // A cancelled order leaves the feed.
    await cancelOrderViaApi(t, order.id);
    const later = parseEvents((await fetchFeed(path)).body);
    expect(later.filter((e) => e.summary.includes('Ida Kalender'))).toEqual([]);
  });

  it('names a sale with its pieces, "{n} × {article}", and has no pickup for it', async () => {
    const customer = await createCustomer(t, { first_name: 'Sam', last_name: 'Stukken' });
    const { unit } = await createSellableUnit(t, 'Ballonboog', 8);
    const on = addCalendarDays(todayCalendarDate(), 5);
    await createOrderViaApi(t, customer.id, [
      { unitId: unit.id, productName: 'Ballonboog', from: on, until: on, quantity: 4 },
    ]);
    const { path } = await renew();
    const events = parseEvents((await fetchFeed(path)).body).filter((e) => e.summary.includes('Sam Stukken'));
    expect(events.map((e) => e.summary)).toEqual(['Bezorging: 4 × Ballonboog – Sam Stukken']);
    expect(events[0]?.description).toContain('Product: 4 × Ballonboog');
  });

  it('refuses a wrong secret and ends the old address on renewal', async () => {
    const first = await renew();
    expect((await fetchFeed(first.path)).statusCode).toBe(200);
    const second = await renew();
    expect(second.path).not.toBe(first.path);

    const old = await fetchFeed(first.path);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ message: SCHEDULE_MESSAGES.feedNotFound, code: 'not_found' });
    expect((await fetchFeed(second.path)).statusCode).toBe(200);

    for (const wrong of [
      '/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics',
      second.path.replace('.ics', ''),
      `${second.path.slice(0, -5)}x.ics`,
      '/api/calendar/..%2F..%2Fapp.sqlite',
    ]) {
      expect((await fetchFeed(wrong)).statusCode, wrong).toBe(404);
    }

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/calendar_feed.delete', headers });
    expect(removed.json().entry.model).toEqual({ active: false, created_at: null });
    expect((await fetchFeed(second.path)).statusCode).toBe(404);
  });

  it('gives each user an address of their own; renewing one leaves the other', async () => {
    await createUser({
      db: t.ctx.db,
      input: {
        email: 'chauffeur@example.nl',
        password: 'geheim123',
        given_name: 'Chris',
        family_name: 'Chauffeur',
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'chauffeur@example.nl', password: 'geheim123' },
    });
    const driver = { authorization: `Bearer ${login.json().authorization.access_token}` };
    const mine = await renew();
    const theirs = await renew(driver);
    await renew();
    expect((await fetchFeed(mine.path)).statusCode).toBe(404);
    expect((await fetchFeed(theirs.path)).statusCode).toBe(200);
  });

  it('answers parallel renewals of one user all with 200; the last one committed is the address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/calendar_feed.renew', headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const paths = answers.map((a) => (a.json().entry.model as { path: string }).path);
    expect(new Set(paths).size).toBe(10);
    // One feed row for the user, and exactly one of the answered addresses works: the others
    // were replaced by a later commit.
    const rows = await t.ctx.db
      .selectFrom('calendar_feeds')
      .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
      .select('calendar_feeds.token_hash')
      .where('users.email', '=', TEST_USER.email)
      .execute();
    expect(rows).toHaveLength(1);
    const statuses = await Promise.all(paths.map(async (p) => (await fetchFeed(p)).statusCode));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(9);
    const status = await t.app.inject({ method: 'GET', url: '/api/calendar_feed.view', headers });
    const live = answers[statuses.indexOf(200)]?.json().entry.model as { created_at: string };
    expect(status.json().entry.model).toEqual({ active: true, created_at: live.created_at });
  });
});

const jobIds = async (from: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/job.timeline/${from}`, headers });
  return (res.json()['08:00-10:00'] as Array<{ reservation_id: number }>).map((j) => j.reservation_id);
};

/** +1 in winter, +2 in summer. */
const amsterdamOffsetHours = (day: string) => {
  const noon = new Date(`${day}T12:00:00Z`);
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    hourCycle: 'h23',
  })
    .format(noon)
    .slice(0, 2);
  return Number(local) - 12;
};
