import { type CompanyDetails, INVOICE_MESSAGES } from '@app/contracts';
import {
  INVOICE_PARTY_MESSAGES,
  linesMissingZeroRateReason,
  missingBuyerFields,
  missingSellerFields,
  VAT_TREATMENT_MESSAGES,
  type VatTreatment,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { allocateInvoiceNumber } from '../numbering/index.ts';
import { readStoredSettings } from '../settings/index.ts';
import { checkVatTreatment } from './invoice-checks.ts';
import { toDomainLine, totalOf } from './invoice-lines.ts';
import { type FrozenContact, readCompanyDetails } from './invoice-model.ts';
import {
  createInvoiceRepository,
  type InvoiceLineRow,
  type InvoiceRow,
  invoiceSearchText,
} from './invoices.repository.ts';

const freezeContact = async (db: Db, kind: DatabaseKind, row: InvoiceRow): Promise<FrozenContact> => {
  const repo = createInvoiceRepository(db, kind);
  const contact = row.contact_id === null ? undefined : await repo.findContact(row.contact_id);
  if (!contact) {
    throw validationFailed(INVOICE_MESSAGES.contactRequired, {
      contact_id: [INVOICE_MESSAGES.contactRequired],
    });
  }
  // An archived contact stays on its old invoices but gets no new one (decisions.md).
  if (contact.deleted_at) {
    throw validationFailed(INVOICE_MESSAGES.contactArchived, {
      contact_id: [INVOICE_MESSAGES.contactArchived],
    });
  }
  const person = row.person_id === null ? undefined : await repo.findPerson(row.person_id);
  return {
    display_name: contact.display_name,
    company_name: contact.company_name,
    first_name: contact.first_name,
    last_name: contact.last_name,
    contact_type: contact.contact_type,
    address_line_1: contact.address_line_1,
    address_line_2: contact.address_line_2,
    postal_code: contact.postal_code,
    city: contact.city,
    country: contact.country,
    vat_id: contact.vat_id,
    coc_id: contact.coc_id,
    person: person ? { id: person.id, first_name: person.first_name, last_name: person.last_name } : null,
  };
};

/**
 * The names and addresses the law wants on the invoice (both parties; the seller's KvK, BTW-id
 * and bank account): publishing is refused, naming what is missing, rather than issuing an
 * invoice without them.
 */
const requireLegalParties = (buyer: FrozenContact, seller: CompanyDetails) => {
  const errors: Record<string, string[]> = {};
  const buyerMissing = missingBuyerFields(buyer);
  if (buyerMissing.length > 0) errors.contact_id = [INVOICE_PARTY_MESSAGES.buyerIncomplete(buyerMissing)];
  const sellerMissing = missingSellerFields(seller);
  if (sellerMissing.length > 0)
    errors.company_details = [INVOICE_PARTY_MESSAGES.sellerIncomplete(sellerMissing)];
  const messages = Object.values(errors).flat();
  if (messages.length > 0) throw validationFailed(messages.join(' '), errors);
};

/** Every 0% line of an invoice that charges VAT says why (art. 35a Wet OB). */
const requireZeroRateReasons = (lines: InvoiceLineRow[], treatment: VatTreatment) => {
  const missing = linesMissingZeroRateReason(
    lines.map((line) => ({ taxRate: line.tax_rate, zeroRateReason: line.zero_rate_reason })),
    treatment,
  );
  if (missing.length === 0) return;
  const message = VAT_TREATMENT_MESSAGES.zeroRateReasonMissing(missing);
  throw validationFailed(message, { items: [message] });
};

/**
 * Publishes a concept inside `trx`: the parties are frozen and checked, and the number is drawn
 * (gapless, in this transaction) unless the invoice kept one from before (Wijzig factuur).
 */
export const publishInvoice = async (options: {
  trx: Db;
  kind: DatabaseKind;
  row: InvoiceRow;
  now: string;
}) => {
  const { trx, kind, row, now } = options;
  const repo = createInvoiceRepository(trx, kind);
  const contactDetails = await freezeContact(trx, kind, row);
  const lines = await repo.linesOf(row.id);
  if (lines.length === 0)
    throw validationFailed(INVOICE_MESSAGES.linesRequired, { items: [INVOICE_MESSAGES.linesRequired] });
  const companyDetails = await readCompanyDetails(trx);
  requireLegalParties(contactDetails, companyDetails);
  checkVatTreatment(row.vat_treatment, row.include_tax === 1, contactDetails);
  requireZeroRateReasons(lines, row.vat_treatment);
  // A number once given stays with the invoice, also after Wijzig factuur; never a second one.
  const number =
    row.invoice_id === null
      ? await allocateInvoiceNumber({
          db: trx,
          kind,
          template: (await readStoredSettings(trx)).numbering_invoice_template,
          invoiceDate: row.invoice_date,
        })
      : { invoice_id: row.invoice_id, number_scope: row.number_scope, number_seq: row.number_seq };
  await repo.update(row.id, {
    ...number,
    status: 'outstanding',
    company_details: JSON.stringify(companyDetails),
    contact_details: JSON.stringify(contactDetails),
    total_amount_cents: totalOf(lines.map(toDomainLine), row.include_tax === 1, row.vat_treatment),
    search_text: invoiceSearchText(number.invoice_id, row.identifier),
    published_at: now,
    updated_at: now,
  });
};
