import {
  displayNameOf,
  incompleteContactMessage,
  missingOrderContactFields,
  ORDER_CONTACT_FIELD_MESSAGES,
} from '@app/domain';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import type { ContactRecord } from '../contacts/index.ts';
import {
  type ContactUpdateInput,
  contactFieldsOf,
  mergeContactPatch,
  updateContactIn,
} from '../contacts/index.ts';

const PREFIX = 'contact_update.';

/**
 * Completing the contact in place: the existing contact as the order will have it, the
 * fields typed in the order form (`contact_update`, contact.update's rules) over the stored ones.
 * Still incomplete: a Dutch 422 naming each missing field under contact_update (and the sentence
 * under existing_contact). Without an update the contact is answered as it is.
 */
export const completeOrderContact = (
  contact: ContactRecord | null | undefined,
  update: ContactUpdateInput | null | undefined,
): ContactRecord | undefined => {
  if (!contact || !update) return contact ?? undefined;
  const merged = mergeContactPatch(contactFieldsOf(contact), update, PREFIX);
  const missing = contact.deleted_at ? [] : missingOrderContactFields(merged);
  if (missing.length > 0) {
    const message = incompleteContactMessage(missing);
    throw validationFailed(message, {
      existing_contact: [message],
      ...Object.fromEntries(
        missing.map((field) => [`${PREFIX}${field}`, [ORDER_CONTACT_FIELD_MESSAGES[field]]]),
      ),
    });
  }
  return { ...contact, ...merged, display_name: displayNameOf(merged) };
};

/** Writes the completion in the order's transaction (a stale contact version answers 409). */
export const writeOrderContactUpdate = async (
  trx: Db,
  stored: ContactRecord | null | undefined,
  update: ContactUpdateInput | null | undefined,
): Promise<void> => {
  if (stored && update) await updateContactIn(trx, stored, update, PREFIX);
};
