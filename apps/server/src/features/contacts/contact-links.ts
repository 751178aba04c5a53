import { CONTACT_MESSAGES } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { createContactRepository } from './contacts.repository.ts';

export type ContactLinks = { invoices: number; reservations: number };

/** What refers to the contact and keeps it from being deleted. */
export const contactLinksOf = async (db: Db, contactId: number): Promise<ContactLinks> => {
  const repo = createContactRepository(db);
  return {
    invoices: await repo.countInvoices(contactId),
    reservations: await repo.countReservations(contactId),
  };
};

/** The answer's message when the contact can only be archived; null when it may be deleted. */
export const archiveMessageOf = ({ invoices, reservations }: ContactLinks): string | null => {
  if (invoices > 0 && reservations > 0) return CONTACT_MESSAGES.archivedInvoicesAndReservations;
  if (invoices > 0) return CONTACT_MESSAGES.archived;
  if (reservations > 0) return CONTACT_MESSAGES.archivedReservations;
  return null;
};
