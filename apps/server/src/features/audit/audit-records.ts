import type { AuditEntity, AuditRecord } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { createAuditRepository } from './audit.repository.ts';

type EventRef = { entity: AuditEntity; entity_id: string };

const key = (entity: string, id: string) => `${entity}:${id}`;

/**
 * What the whole log shows of each record its events name: a Dutch label (the invoice number,
 * "Order #12", the contact's or article's name) and the page it is on in the app, or null where
 * there is none (a deleted concept). One query per kind of record on the page of events.
 */
export const auditRecordsOf = async (
  db: Db,
  events: readonly EventRef[],
): Promise<Map<string, AuditRecord>> => {
  const repo = createAuditRepository(db);
  const idsOf = (entity: AuditEntity) => [
    ...new Set(events.filter((e) => e.entity === entity).map((e) => e.entity_id)),
  ];
  const userIds = idsOf('user')
    .map(Number)
    .filter((id) => Number.isInteger(id));
  const [invoices, orders, contacts, items, units, users] = await Promise.all([
    repo.invoicesByUuid(idsOf('invoice')),
    repo.ordersByUuid(idsOf('order')),
    repo.contactsByUuid(idsOf('contact')),
    repo.itemsByUuid(idsOf('item')),
    repo.unitsByUuid(idsOf('unit')),
    repo.usersByIds(userIds),
  ]);
  const records = new Map<string, AuditRecord>();
  for (const row of invoices) {
    const kind = row.kind === 'credit_note' ? 'Creditfactuur' : 'Factuur';
    records.set(key('invoice', row.uuid), {
      label: row.invoice_id ? `${kind} ${row.invoice_id}` : `${kind} concept #${row.id}`,
      path: row.deleted_at ? null : `/sales_invoices/${row.uuid}`,
    });
  }
  for (const row of orders) {
    records.set(key('order', row.uuid), { label: `Order #${row.id}`, path: `/orders/${row.uuid}` });
  }
  for (const row of contacts) {
    records.set(key('contact', row.uuid), { label: row.display_name, path: `/contacts/${row.uuid}` });
  }
  for (const row of items) {
    records.set(key('item', row.uuid), {
      label: row.name,
      path: row.deleted_at ? null : `/items/${row.id}`,
    });
  }
  for (const row of units) {
    records.set(key('unit', row.uuid), {
      label: row.serial_number ? `${row.name} · S/N ${row.serial_number}` : row.name,
      path: `/items/${row.item_id}/unit/${row.uuid}`,
    });
  }
  for (const row of users) {
    records.set(key('user', String(row.id)), {
      label: `${row.given_name} ${row.family_name}`.trim() || row.email,
      path: '/settings/users',
    });
  }
  for (const event of events) {
    if (event.entity === 'settings')
      records.set(key('settings', event.entity_id), { label: 'Instellingen', path: '/settings' });
  }
  return records;
};

/** The record an event names, from `auditRecordsOf`'s map. */
export const auditRecordOf = (records: Map<string, AuditRecord>, event: EventRef) =>
  records.get(key(event.entity, event.entity_id)) ?? null;
