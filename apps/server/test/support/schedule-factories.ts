import type { ContactCreateRequest } from '@app/contracts';
import { createContactViaApi } from './contacts-factories.ts';
import { createItem, createUnit } from './items-factories.ts';
import type { TestApp } from './test-app.ts';

export const createCustomer = (t: TestApp, overrides: Partial<ContactCreateRequest> = {}) =>
  createContactViaApi(t, {
    contact_type: 'individual',
    first_name: 'Eva',
    last_name: 'de Vries',
    email_address: 'eva@example.nl',
    phone_number: '06-12345678',
    address_line_1: 'Kerkstraat 1',
    postal_code: '3511 AA',
    city: 'Utrecht',
    country: 'nl',
    ...overrides,
  } as ContactCreateRequest);

/**
 * Agenda test data: customers and units through the API; their orders through order.cashcreate
 * (createOrderViaApi in orders-factories.ts), so the agenda tests run the real order → jobs path.
 */

/** An active rentable item with one unit (serial number given) and its ids. */
export const createRentableUnit = async (t: TestApp, name = 'Springkussen Kasteel', serial = 'SK-001') => {
  const item = await createItem(t, { name, type: 'rentable', status: 'active', price: 9500 });
  const unit = await createUnit(t, { item_id: item.id, serial_number: serial });
  return { item, unit };
};

/** An active sellable item with a stock row of `quantity` pieces. */
export const createSellableUnit = async (t: TestApp, name = 'Confettikanon', quantity = 10) => {
  const item = await createItem(t, { name, type: 'sellable', status: 'active', price: 450 });
  const unit = await createUnit(t, { item_id: item.id, quantity });
  return { item, unit };
};
