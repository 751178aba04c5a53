import type { OrderAcceptance } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { createOrderAcceptanceRepository } from './order-acceptances.repository.ts';

/** The order's online acceptance as order.view shows it; null for an order not accepted online. */
export const readOrderAcceptance = async (options: {
  db: Db;
  orderId: number;
}): Promise<OrderAcceptance | null> => {
  const row = await createOrderAcceptanceRepository(options.db).findByOrder(options.orderId);
  return row
    ? {
        name: row.signer_name,
        at: row.accepted_at,
        ip: row.ip,
        user_agent: row.user_agent,
        terms_version: row.terms_version,
        document_sha256: row.document_sha256,
        quote_number: row.quote_number,
        quote_revision: row.quote_revision,
      }
    : null;
};

/** The very quote PDF the customer accepted (its bytes and SHA-256); null when none was. */
export const readAcceptedDocument = async (options: { db: Db; orderId: number }) => {
  const row = await createOrderAcceptanceRepository(options.db).documentOf(options.orderId);
  return row ? { pdf: row.document_pdf, sha256: row.document_sha256, quoteNumber: row.quote_number } : null;
};
