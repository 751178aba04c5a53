import type { Contact } from '@app/contracts';

/** "Dorpsstraat 1, 1234 AB Ergens": a contact's address on one line, empty when it has none. */
export const contactAddressText = (c: Pick<Contact, 'address_line_1' | 'postal_code' | 'city'>) =>
  [c.address_line_1, [c.postal_code, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
