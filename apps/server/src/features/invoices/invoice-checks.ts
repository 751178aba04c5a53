import { INVOICE_MESSAGES, MAX_INVOICE_AMOUNT_CENTS } from '@app/contracts';
import {
  canUseReverseCharge,
  isValidCalendarDate,
  VAT_TREATMENT_MESSAGES,
  type VatTreatment,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { conflict, validationFailed } from '../../lib/app-error.ts';
import { createInvoiceRepository, type InvoiceRow } from './invoices.repository.ts';

/** The checks the invoice use cases share; each throws a Dutch AppError. */

/** The contact must exist and be active; the person, when given, must belong to it. */
export const checkInvoiceParties = async (options: {
  db: Db;
  kind: DatabaseKind;
  contactId: number;
  personId: number | null;
}) => {
  const repo = createInvoiceRepository(options.db, options.kind);
  const contact = await repo.findContact(options.contactId);
  if (!contact)
    throw validationFailed(INVOICE_MESSAGES.contactNotFound, {
      contact_id: [INVOICE_MESSAGES.contactNotFound],
    });
  if (contact.deleted_at) {
    throw validationFailed(INVOICE_MESSAGES.contactArchived, {
      contact_id: [INVOICE_MESSAGES.contactArchived],
    });
  }
  if (options.personId !== null) {
    const person = await repo.findPerson(options.personId);
    if (!person || person.contact_id !== options.contactId) {
      throw validationFailed(INVOICE_MESSAGES.personNotOfContact, {
        person_id: [INVOICE_MESSAGES.personNotOfContact],
      });
    }
  }
  return contact;
};

export const requireEditable = (row: InvoiceRow) => {
  if (row.deleted_at) throw conflict(INVOICE_MESSAGES.deleted);
  if (row.status !== 'concept') throw conflict(INVOICE_MESSAGES.notEditable);
};

/** A real calendar day (the contract checks only the yyyy-MM-dd shape). */
export const requireDay = (value: string, field: string) => {
  if (!isValidCalendarDate(value))
    throw validationFailed(INVOICE_MESSAGES.invalidDate, { [field]: [INVOICE_MESSAGES.invalidDate] });
};

/** A delivery period ends on or after it starts, and has a start when it has an end. */
export const checkDelivery = (from: string | null, until: string | null) => {
  if (from !== null) requireDay(from, 'delivery_from');
  if (until === null) return;
  requireDay(until, 'delivery_until');
  if (from === null)
    throw validationFailed(INVOICE_MESSAGES.deliveryUntilNeedsFrom, {
      delivery_from: [INVOICE_MESSAGES.deliveryUntilNeedsFrom],
    });
  if (until < from)
    throw validationFailed(INVOICE_MESSAGES.deliveryUntilBeforeFrom, {
      delivery_until: [INVOICE_MESSAGES.deliveryUntilBeforeFrom],
    });
};

/**
 * Each line is capped by the contract; the sum (and a switch of include_tax) is checked here,
 * inside the transaction, so a refused total leaves the old lines in place.
 */
export const requireTotalInRange = (total: number) => {
  if (Math.abs(total) > MAX_INVOICE_AMOUNT_CENTS)
    throw validationFailed(INVOICE_MESSAGES.totalTooLarge, { items: [INVOICE_MESSAGES.totalTooLarge] });
};

/** Reverse charge needs a business buyer with a VAT id, and prices without VAT. */
export const checkVatTreatment = (
  treatment: VatTreatment,
  includeTax: boolean,
  buyer: { contact_type: 'individual' | 'business'; vat_id: string | null } | undefined,
) => {
  if (treatment !== 'reverse_charge') return;
  if (!canUseReverseCharge(buyer)) {
    throw validationFailed(VAT_TREATMENT_MESSAGES.reverseChargeNeedsVatId, {
      vat_treatment: [VAT_TREATMENT_MESSAGES.reverseChargeNeedsVatId],
    });
  }
  if (includeTax) {
    throw validationFailed(VAT_TREATMENT_MESSAGES.reverseChargeExclusive, {
      include_tax: [VAT_TREATMENT_MESSAGES.reverseChargeExclusive],
    });
  }
};
