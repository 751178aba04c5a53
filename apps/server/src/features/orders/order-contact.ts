import { ORDER_MESSAGES } from '@app/contracts';
import { incompleteContactMessage, missingOrderContactFields } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { parseRecordRef, type RecordRef } from '../../lib/ids.ts';
import { type ContactRecord, findContactByRef } from '../contacts/index.ts';
import type { DeliveryAddress } from './order-pricing.ts';

/** The spec's existing_contact: an id, a uuid or `{id}`. */
const existingRefOf = (value: unknown): RecordRef | null => {
  const raw =
    typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value;
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? { id: raw } : null;
  return typeof raw === 'string' ? parseRecordRef(raw.trim()) : null;
};

/** The contact an order names as existing_contact, or undefined. */
export const findExistingContact = async (db: Db, value: unknown) => {
  const ref = existingRefOf(value);
  return ref ? findContactByRef(db, ref) : undefined;
};

export const addressOf = (contact: DeliveryAddress): DeliveryAddress => ({
  address_line_1: contact.address_line_1 ?? null,
  postal_code: contact.postal_code ?? null,
  city: contact.city ?? null,
  country: contact.country ?? null,
});

/** An existing contact that may order: active and complete (spec §5). */
export const requireOrderableContact = (contact: ContactRecord | undefined): ContactRecord => {
  if (!contact)
    throw validationFailed(ORDER_MESSAGES.contactNotFound, {
      existing_contact: [ORDER_MESSAGES.contactNotFound],
    });
  if (contact.deleted_at)
    throw validationFailed(ORDER_MESSAGES.contactArchived, {
      existing_contact: [ORDER_MESSAGES.contactArchived],
    });
  const missing = missingOrderContactFields(contact);
  if (missing.length > 0) {
    const message = incompleteContactMessage(missing);
    throw validationFailed(message, { existing_contact: [message] });
  }
  return contact;
};
