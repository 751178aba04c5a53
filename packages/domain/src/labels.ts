/** Dutch words for the app's stored enum values; the database and API keep the English keys. */

export type ItemType = 'rentable' | 'sellable' | 'bundle';
export type ItemStatus = 'active' | 'paused' | 'unavailable';
export type OrderStatus = 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'quote';
export type ContactType = 'individual' | 'business';

/** `short` for the list's type column and filter, `long` on the item's detail card, `form` for the type picker. */
export type ItemTypeLabel = { short: string; long: string; form: string };

export const ITEM_TYPE_LABELS: Readonly<Record<ItemType, Readonly<ItemTypeLabel>>> = {
  rentable: { short: 'Huur', long: 'Verhuur', form: 'Verhuurbaar product' },
  sellable: { short: 'Koop', long: 'Verkoop', form: 'Verkoopbaar product' },
  bundle: { short: 'Pakket', long: 'Pakket', form: 'Pakket (set van artikelen)' },
};

export const ITEM_STATUS_LABELS: Readonly<Record<ItemStatus, string>> = {
  active: 'Actief',
  paused: 'Gepauzeerd',
  unavailable: 'Niet beschikbaar',
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'In behandeling',
  confirmed: 'Bevestigd',
  paid: 'Betaald',
  cancelled: 'Geannuleerd',
  quote: 'Offerte',
};

export const CONTACT_TYPE_LABELS: Readonly<Record<ContactType, string>> = {
  individual: 'Particulier',
  business: 'Bedrijf',
};

export type ContactNameFields = {
  contact_type: ContactType;
  company_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
};

const joinName = (...parts: Array<string | null | undefined>): string =>
  parts
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');

/**
 * The name a contact is shown and searched by: the company name for a business, "first last"
 * for an individual. Each falls back on the other so a half-filled contact is never nameless.
 */
export const displayNameOf = (contact: ContactNameFields): string => {
  const company = (contact.company_name ?? '').trim();
  const person = joinName(contact.first_name, contact.last_name);
  return contact.contact_type === 'business' ? company || person : person || company;
};
