/** Contacts (customers: people and businesses) and their contact people. */
export {
  type ContactCreateInput,
  type ContactUpdateInput,
  contactFieldsOf,
  countryCodeOrThrow,
  mergeContactPatch,
} from './contact-fields.ts';
export { type ContactSummaryRow, toContactSummary } from './contact-summary.ts';
export type { ContactRecord } from './contacts.repository.ts';
export { contactRoutes } from './contacts.routes.ts';
export { seedContacts } from './contacts.seed.ts';
export { countryNameOf } from './countries.ts';
export { insertContact } from './create-contact.ts';
export { findContactByRef } from './find-contact.ts';
export { updateContactIn } from './update-contact.ts';
