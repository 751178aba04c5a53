import { formatDistance } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportCostFor } from '../../src/features/geo/transport-cost.ts';
import { invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import {
  createCatalog,
  day,
  NEW_CONTACT,
  newContactOrder,
  orderApi,
  RENTABLE,
  reservationOf,
  SELLABLE,
} from '../support/orders-factories.ts';
import { setSettings } from '../support/settings-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const AMSTERDAM = { address_line_1: 'Damrak 1', postal_code: '1012 LG', city: 'Amsterdam', country: 'nl' };

let t: TestApp;
let catalog: Awaited<ReturnType<typeof createCatalog>>;
const unit = (i: number) => catalog.castleUnits[i]?.id ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  await writeIdentity(t.ctx.db);
  const fees = await setSettings(t, {
    delivery_cost_per_kilometer: 45,
    pickup_cost_per_kilometer: 30,
    free_kilometers: 0,
  });
  expect(fees.statusCode).toBe(200);
  catalog = await createCatalog(t, 3);
});
afterAll(() => t.close());

describe('transport cost on orders', () => {
  it('adds delivery and pickup lines per trip from the Distances feature, and the quote agrees', async () => {
    const expected = await transportCostFor({ ctx: t.ctx, address: AMSTERDAM });
    expect(expected.travel).not.toBeNull();
    expect(expected.deliveryCents).toBeGreaterThan(0);
    const km = formatDistance(expected.travel?.distance ?? 0);
    const items = [
      reservationOf(unit(0), day(10), day(11)),
      reservationOf(unit(1), day(12), day(12)),
      reservationOf(catalog.stock.id, day(10), day(10), { quantity: 2 }, SELLABLE.name),
    ];
    const body = newContactOrder(items, { create_contact: { ...NEW_CONTACT, ...AMSTERDAM } });

    const quote = await orderApi(t).call('POST', '/order.quote', {
      contact_method: 'create',
      create_contact: AMSTERDAM,
      items,
    });
    expect(quote.statusCode).toBe(200);
    const articles = 3 * RENTABLE.price + 2 * SELLABLE.price;
    // Deliveries on two days (day 10 and day 12), pickups on two end days of the rentals.
    const transport = 2 * expected.deliveryCents + 2 * expected.pickupCents;
    expect(quote.json()).toMatchObject({
      gross_amount: articles,
      transport_amount: transport,
      total_amount: articles + transport,
      travel: { distance: expected.travel?.distance, estimated: true },
    });

    const order = await orderApi(t).createOk(body);
    expect(order.total_amount).toBe(articles + transport);
    const invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(invoice.items.slice(-2)).toEqual([
      expect.objectContaining({
        description: `Bezorgkosten (${km})`,
        unitCount: 2,
        unitPrice: expected.deliveryCents,
      }),
      expect.objectContaining({
        description: `Ophaalkosten (${km})`,
        unitCount: 2,
        unitPrice: expected.pickupCents,
      }),
    ]);
    expect(invoice.totals.total_incl).toBe(order.total_amount);
  });

  it('leaves transport out when it costs nothing, or when 0 km is entered for an address that cannot be located', async () => {
    expect((await setSettings(t, { free_kilometers: 10_000 })).statusCode).toBe(200);
    let order = await orderApi(t).createOk(
      newContactOrder([reservationOf(unit(2), day(20), day(20))], {
        create_contact: { ...NEW_CONTACT, ...AMSTERDAM },
      }),
    );
    let invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(invoice.items).toHaveLength(1);
    expect(order.total_amount).toBe(RENTABLE.price);

    expect((await setSettings(t, { free_kilometers: 0 })).statusCode).toBe(200);
    // An address that cannot be located is never free by accident: saving asks for the
    // distance or the cost by hand (orders-form.test.ts tests that rule); 0 km entered by hand is
    // a deliberate free delivery.
    const kleve = newContactOrder([reservationOf(unit(2), day(22), day(22))], {
      create_contact: {
        ...NEW_CONTACT,
        address_line_1: 'Hoffmannallee 1',
        postal_code: '47533',
        city: 'Kleve',
        country: 'de',
      },
    });
    expect((await orderApi(t).create(kleve)).statusCode).toBe(422);
    order = await orderApi(t).createOk({ ...kleve, manual_distance_km: 0 });
    invoice = await invoiceApi(t).view(order.invoice.uuid);
    expect(invoice.items.map((l: { description: string }) => l.description)).toEqual([
      expect.stringContaining(RENTABLE.name),
    ]);
    expect(order.transport).toEqual({ distance: 0, amount: 0, manual: true });
  });
});
