import { expect, type Page } from '@playwright/test';
import { createSignedInClient } from './api-client.ts';
import { contactsApi } from './contacts.ts';
import { discountsApi } from './discounts.ts';
import { amsterdamDay, invoicesApi } from './invoices.ts';
import { itemsApi } from './items.ts';
import { ordersApi } from './orders.ts';

/**
 * Every screen of the app, for the checks that walk them all (phone.spec.ts: no sideways
 * scrolling; dutch.spec.ts: no English word). To cover a new screen, add its path to ROUTES; a
 * path that needs a record takes it from the records `createRouteRecords` makes.
 */
export type Ids = {
  contactUuid: string;
  personId: number;
  itemId: number;
  unitUuid: string;
  invoiceUuid: string;
  conceptUuid: string;
  orderUuid: string;
  discountUuid: string;
  promotionUuid: string;
};
export type Route = { path: string | ((ids: Ids) => string); name?: string; public?: boolean };

export const ROUTES: Route[] = [
  { path: '/login', public: true },
  { path: '/passwords/new', public: true },
  { path: '/passwords/ongeldig-token/edit', name: '/passwords/:token/edit', public: true },
  // The customer's page after iDEAL (server HTML, the same page for every outcome).
  { path: '/api/ideal.return/onbekend', name: '/api/ideal.return/:token', public: true },
  { path: '/vandaag' },
  { path: '/rapportage' },
  { path: '/rapportage?periode=eigen&van=2026-01-01&tot=2026-03-31', name: '/rapportage (eigen periode)' },
  { path: '/schedule' },
  { path: `/schedule?week=${amsterdamDay(7)}`, name: '/schedule?week=…' },
  { path: `/schedule/${amsterdamDay()}T08:00:00/timeline`, name: '/schedule/:datetime/timeline' },
  { path: '/contacts' },
  { path: '/contacts/new' },
  { path: (ids) => `/contacts/${ids.contactUuid}`, name: '/contacts/:uuid' },
  { path: (ids) => `/contacts/${ids.contactUuid}/edit`, name: '/contacts/:uuid/edit' },
  {
    path: (ids) => `/contacts/${ids.contactUuid}/contact_people/new`,
    name: '/contacts/:uuid/contact_people/new',
  },
  {
    path: (ids) => `/contacts/${ids.contactUuid}/contact_people/${ids.personId}/edit`,
    name: '/contacts/:uuid/contact_people/:id/edit',
  },
  { path: '/items' },
  { path: '/items/new' },
  { path: '/items/categories/new' },
  { path: (ids) => `/items/${ids.itemId}`, name: '/items/:id' },
  { path: (ids) => `/items/${ids.itemId}?view=stock`, name: '/items/:id?view=stock' },
  { path: (ids) => `/items/${ids.itemId}/edit`, name: '/items/:id/edit' },
  { path: (ids) => `/items/${ids.itemId}/unit/new`, name: '/items/:id/unit/new' },
  { path: (ids) => `/items/${ids.itemId}/unit/${ids.unitUuid}`, name: '/items/:id/unit/:uuid' },
  {
    path: (ids) => `/items/${ids.itemId}/unit/${ids.unitUuid}?view=safety`,
    name: '/items/:id/unit/:uuid?view=safety',
  },
  { path: (ids) => `/items/${ids.itemId}?view=safety`, name: '/items/:id?view=safety' },
  { path: '/items/inspections' },
  { path: '/orders' },
  { path: '/orders/new' },
  { path: (ids) => `/orders/${ids.orderUuid}`, name: '/orders/:uuid' },
  { path: (ids) => `/orders/${ids.orderUuid}/edit`, name: '/orders/:uuid/edit' },
  { path: '/orders/onbekend', name: '/orders/:uuid (onbekend)' },
  { path: '/sales_invoices' },
  { path: '/sales_invoices/new' },
  { path: '/sales_invoices/outstanding' },
  { path: '/sales_invoices/export' },
  { path: (ids) => `/sales_invoices/${ids.invoiceUuid}`, name: '/sales_invoices/:uuid' },
  {
    path: (ids) => `/sales_invoices/${ids.conceptUuid}?open=items`,
    name: '/sales_invoices/:uuid?open=items',
  },
  { path: '/discounts' },
  { path: '/discounts/new' },
  { path: '/discounts?view=promotions', name: '/discounts?view=promotions' },
  { path: (ids) => `/discounts/${ids.discountUuid}/edit`, name: '/discounts/:id/edit' },
  { path: '/discounts/onbekend/edit', name: '/discounts/:id/edit (onbekend)' },
  { path: '/discounts/promotions/new' },
  {
    path: (ids) => `/discounts/promotions/${ids.promotionUuid}/edit`,
    name: '/discounts/promotions/:id/edit',
  },
  {
    path: '/discounts/promotions/onbekend/edit',
    name: '/discounts/promotions/:id/edit (onbekend)',
  },
  { path: '/settings' },
  { path: '/settings/identities' },
  { path: '/settings/numbering' },
  { path: '/settings/fees' },
  { path: '/settings/prices' },
  { path: '/settings/payments' },
  { path: '/settings/inspections' },
  { path: '/settings/online-booking' },
  { path: '/settings/users' },
  { path: '/settings/history' },
  { path: '/account/two-step' },
  { path: '/onboarding' },
  { path: '/bestaat-niet', name: '(onbekende pagina)' },
];

export const LONG_EMAIL = 'administratie.springkussenverhuur@evenementenbureau-noord-holland-zuid.example.nl';

export const nameOf = (route: Route) => route.name ?? (typeof route.path === 'string' ? route.path : '?');
export const pathOf = (route: Route, ids: Ids) =>
  typeof route.path === 'string' ? route.path : route.path(ids);

/**
 * The records the routes show, with long names and e-mail addresses (the worst case for a narrow
 * screen): a business contact with a person, an article with a unit, a published and a concept
 * invoice, an order from today, a discount and a promotion.
 */
export async function createRouteRecords(page: Page): Promise<Ids> {
  const contacts = await contactsApi(page);
  const contact = await contacts.create({
    contact_type: 'business',
    company_name: 'Stichting Evenementen en Springkussenverhuur Noord-Holland Zuid',
    coc_id: '12345678',
    vat_id: 'NL123456789B01',
    email_address: LONG_EMAIL,
    phone_number: '+31 6 12 34 56 78',
    address_line_1: 'Burgemeester van Walsum-Bloemendaalstraat 1234',
    address_line_2: 'Bedrijventerrein De Grote Speelweide',
    postal_code: '1234 AB',
    city: 'Zevenhuizen-Moerkapelle',
    country: 'nl',
    first_name: 'Anne-Marieke',
    last_name: 'van Oldenbarnevelt-Zuiderduin',
  });
  const client = await createSignedInClient(page.request);
  const person = await client.send('POST', '/api/person.create', {
    body: {
      contact_id: contact.id,
      first_name: 'Anne-Marieke',
      last_name: 'van Oldenbarnevelt-Zuiderduin',
      email_address:
        'anne-marieke.vanoldenbarnevelt-zuiderduin@evenementenbureau-noord-holland-zuid.example.nl',
      phone_number: '+31 6 98 76 54 32',
      department: 'Planning en logistiek',
    },
  });
  expect(person.ok(), await person.text()).toBe(true);
  const personId = ((await person.json()) as { entry: { model: { id: number } } }).entry.model.id;
  const items = await itemsApi(page);
  const item = await items.createItem({
    name: 'Mega Springkussen Piratenschip met Glijbaan en Waterkanon XXL',
    type: 'rentable',
    status: 'active',
    price: 123456,
  });
  const unit = await items.createUnit({ item_id: item.id, serial_number: 'SN-PIRATENSCHIP-XXL-2026-000123' });
  const invoices = await invoicesApi(page);
  const published = await invoices.published(
    contact.id,
    amsterdamDay(-3),
    'Mega Springkussen Piratenschip met Glijbaan en Waterkanon XXL, inclusief opbouw en afbouw',
  );
  const concept = await invoices.create({ contact_id: contact.id, invoice_date: amsterdamDay() });
  await invoices.update(concept.id, {
    items: [{ description: 'Huur springkussen', unitPrice: 123456, unitCount: 12 }],
  });

  // An order of the long-named article from today, so the agenda's week and day show it too.
  const order = await (await ordersApi(page)).order(
    unit.id,
    'Mega Springkussen Piratenschip met Glijbaan en Waterkanon XXL',
    amsterdamDay(),
    amsterdamDay(1),
  );
  const discounts = await discountsApi(page);
  const discount = await client.send('POST', '/api/discount.create', {
    body: { value: 15, items: [item.id] },
  });
  expect(discount.ok(), await discount.text()).toBe(true);
  const discountUuid = ((await discount.json()) as { entry: { model: { uuid: string } } }).entry.model.uuid;
  const promotion = await discounts.createPromotion({
    promo_code: `TELEFOON${Date.now().toString(36).toUpperCase()}`,
    value: 20,
  });

  return {
    contactUuid: contact.uuid,
    personId,
    itemId: item.id,
    unitUuid: unit.uuid,
    invoiceUuid: published.uuid,
    conceptUuid: concept.uuid,
    orderUuid: order.uuid,
    discountUuid,
    promotionUuid: promotion.uuid,
  };
}
