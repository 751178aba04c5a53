/** Dutch texts of the item, category, unit and reservation rules, shared by server and forms. */
export const ITEM_MESSAGES = {
  notFound: 'Dit artikel bestaat niet (meer).',
  categoryNotFound: 'Deze categorie bestaat niet (meer).',
  unitNotFound: 'Deze voorraad bestaat niet (meer).',
  categoryNameRequired: 'Geef een naam voor de categorie op.',
  categoryDuplicate: 'Er bestaat al een categorie met deze naam.',
  serialRequired: 'Geef een serienummer op.',
  serialDuplicate: 'Dit serienummer bestaat al voor dit artikel.',
  serialNotForSellable: 'Een verkoopbaar artikel heeft geen serienummer.',
  quantityRentable: 'Een verhuurbare eenheid heeft altijd aantal 1.',
  quantityInvalid: 'Geef een heel aantal van 0 of meer op.',
  typeLocked: 'Het type kan niet worden gewijzigd zolang het artikel voorraad heeft.',
  priceInvalid: 'Geef een geldig bedrag op, bijvoorbeeld 12,50.',
  depositInvalid: 'Geef een geldige borg op: 0 of meer, bijvoorbeeld 50,00.',
  componentsRequired: 'Een pakket bevat ten minste één artikel.',
  componentsOnlyBundle: 'Alleen een pakket heeft onderdelen.',
  componentSelf: 'Een pakket kan zichzelf niet bevatten.',
  componentIsBundle: (name: string) => `${name} is zelf een pakket; een pakket kan geen pakket bevatten.`,
  componentNoUnits: (name: string) => `${name} heeft geen voorraad; voeg eerst eenheden of voorraad toe.`,
  componentNotFound: 'Dit artikel bestaat niet (meer).',
  componentQuantity: 'Geef een heel aantal van 1 tot 100 op.',
  componentTwice: 'Dit artikel staat al in het pakket; verhoog het aantal.',
  bundleNoUnits: 'Een pakket heeft geen eigen voorraad: het gebruikt de voorraad van zijn artikelen.',
  usedInBundle: (names: string) =>
    `Dit artikel zit in een pakket (${names}) en kan daarom geen pakket worden.`,
  deleteInBundle: (names: string) => `Dit artikel zit in een pakket (${names}). Haal het daar eerst uit.`,
  /** An order of a package: one of its articles is short (the whole set is refused). */
  bundleComponentShort: (component: string, bundle: string, period: string, need: number, free: number) =>
    `Niet genoeg ${component} vrij voor ${bundle} op ${period}: nodig ${need}, vrij ${free}.`,
  bundleComponentNoStock: (component: string, bundle: string, need: number, left: number) =>
    `Niet genoeg ${component} op voorraad voor ${bundle}: nodig ${need}, nog ${left}.`,
  weightInvalid: 'Geef een geldig gewicht in kg op, bijvoorbeeld 2,5.',
  imageNotFound: 'Een van de gekozen afbeeldingen bestaat niet (meer).',
  imageExpected: 'Alleen afbeeldingen kunnen als artikelfoto worden gebruikt.',
  logoNotItemImage: 'Het bedrijfslogo kan niet als artikelfoto worden gebruikt.',
  documentNotFound: 'Het document bestaat niet (meer).',
  documentExpected: 'Een certificaat moet een PDF-document zijn.',
  invalidRange: 'Geen geldige periode: de einddatum ligt voor de begindatum.',
  rangeTooLong: 'De periode mag maximaal 2 jaar beslaan.',
  reservationConflict: 'Deze eenheid is in deze periode al gereserveerd.',
  unitOutOfService: 'Deze eenheid is buiten gebruik en kan niet worden gereserveerd.',
  insufficientQuantity: 'Er is niet genoeg voorraad van dit artikel.',
  reservationNotFound: 'Deze reservering bestaat niet (meer).',
  /** A reservation that belongs to an order is freed by changing or cancelling that order. */
  reservationOfOrder: (orderId: number) =>
    `Deze reservering hoort bij order #${orderId}. Wijzig of annuleer die order om de dagen vrij te geven.`,
  reservationReleased: 'De reservering is vrijgegeven; de dagen zijn weer vrij.',
  itemDeleted: 'Dit artikel is verwijderd.',
  /** A stock row's pieces on live orders (sold goods hold them for good). */
  quantityBelowReserved: (reserved: number) =>
    `Er ${reserved === 1 ? 'is' : 'zijn'} al ${reserved} ${reserved === 1 ? 'stuk' : 'stuks'} verkocht op lopende orders; het aantal kan niet lager worden dan ${reserved}.`,
} as const;

/** 'bundle': a package (pakket) of other articles, without units of its own. */
export const ITEM_TYPES = ['rentable', 'sellable', 'bundle'] as const;

export const ITEM_STATUSES = ['active', 'paused', 'unavailable'] as const;

/** Spec §9: a new item is unavailable until someone sets it active. */
export const DEFAULT_ITEM_STATUS = 'unavailable' as const;

/** Longest window item.availability answers (2 years), so one call stays cheap. */
export const MAX_AVAILABILITY_DAYS = 731;

// ---------------------------------------------------------------------------------------------
// Units and reservations

/**
 * What the stock tab shows: rentable units are available or in_use (reserved today), sellable
 * rows in_stock or sold_out (quantity 0); a unit taken out of service is out_of_service.
 */
export const UNIT_STATES = ['available', 'in_use', 'in_stock', 'sold_out', 'out_of_service'] as const;

export const ITEM_LIST_FILTERS = ['all', 'rentable', 'stocked'] as const;
