import { incompleteContactMessage } from '@app/domain';
import { CALENDAR_DATE_MESSAGE } from './common-constants.ts';

/** Dutch texts of the order rules, shared by the server and the screens. */
/** The longest notes an order takes (setup, power, access for the driver). */
export const MAX_ORDER_NOTES_LENGTH = 2000;

export const ORDER_MESSAGES = {
  notesTooLong: 'De notities zijn te lang: hoogstens 2.000 tekens.',
  notFound: 'Deze order bestaat niet (meer).',
  contactRequired: 'Kies een bestaand contact of vul een nieuw contact in.',
  contactNotFound: 'Dit contact bestaat niet (meer).',
  contactArchived: 'Dit contact is gearchiveerd en kan geen nieuwe order krijgen. Zet het eerst terug.',
  contactIncomplete: incompleteContactMessage,
  itemsRequired: 'Voeg minimaal één artikel toe aan de order.',
  tooManyItems: 'Een order kan hoogstens 50 artikelen bevatten.',
  paymentRequired: 'Kies een betaalmethode.',
  idealDisabled: 'Betalen met iDEAL is nog niet mogelijk. Kies Contant.',
  deliveryTimeInvalid:
    'Kies een levertijd: 08:00-10:00, 10:00-12:00, 12:00-14:00, 14:00-16:00 of 16:00-18:00.',
  pickupTimeInvalid:
    'Kies een ophaaltijd: 08:00-10:00, 10:00-12:00, 12:00-14:00, 14:00-16:00 of 16:00-18:00.',
  dateInvalid: CALENDAR_DATE_MESSAGE,
  rangeInvalid: 'Geen geldige periode: de einddatum ligt voor de begindatum.',
  rangeTooLong: 'Een reservering mag hoogstens 366 dagen duren.',
  startInPast: 'De periode kan niet in het verleden beginnen. Kies vandaag of een latere dag.',
  totalTooLarge: 'Het totaal van een order mag hoogstens € 10.000.000,00 zijn.',
  unitRequired: 'Kies een product en een periode met een vrije eenheid.',
  unitNotFound: 'Deze eenheid bestaat niet (meer).',
  itemRequired: 'Kies een artikel.',
  itemNotFound: 'Dit artikel bestaat niet (meer).',
  itemNotOfProduct: (product: string) => `Dit artikel is niet "${product}".`,
  /** 409: fewer free units than asked for the whole period. */
  notEnoughUnits: (product: string, asked: number, free: number, days: string) =>
    free === 0
      ? `Van ${product} is op ${days} geen exemplaar meer vrij (gevraagd: ${asked}).`
      : `Van ${product} ${free === 1 ? 'is' : 'zijn'} op ${days} nog maar ${free} ${free === 1 ? 'exemplaar' : 'exemplaren'} vrij (gevraagd: ${asked}).`,
  changeCancelled: 'Deze order is geannuleerd en kan niet meer worden gewijzigd.',
  /** 409: order.update / order.revert on a quote; a quote has its own actions. */
  isQuote: 'Dit is een offerte. Wijzig hem met Bewerken of trek hem in met Intrekken op de offerte.',
  /** 409: the invoice is published; a changed order needs the invoice credited first. */
  changeInvoicePublished: (invoiceNumber: string) =>
    `De factuur ${invoiceNumber} van deze order is al verstuurd en kan niet meer veranderen. Maak eerst een creditfactuur voor die factuur en maak daarna een nieuwe order met de gewijzigde artikelen.`,
  changed: 'De order is gewijzigd.',
  productNameRequired: 'Geef de productnaam op.',
  unitNotOfProduct: (product: string) => `Deze eenheid hoort niet bij het product "${product}".`,
  itemNotActive: (product: string) => `${product} is niet actief en kan niet worden besteld.`,
  itemDeleted: (product: string) => `${product} is verwijderd en kan niet worden besteld.`,
  unitOutOfService: (product: string) => `Deze eenheid van ${product} is buiten gebruik.`,
  quantityInvalid: 'Geef een heel aantal van 1 of meer op.',
  quantityRentable: 'Een verhuurbare eenheid wordt altijd in zijn geheel gereserveerd (aantal 1).',
  noPrice: (product: string) => `${product} heeft nog geen prijs. Geef het artikel eerst een prijs.`,
  /** 409: the unit is taken on these days (a concurrent order got it first). */
  unitTaken: (product: string, days: string) =>
    `${product} is niet meer vrij op ${days}. Kies andere dagen of een ander exemplaar.`,
  /** Sold goods: the stock left is what counts, whatever the delivery day. */
  notEnoughStock: (product: string, asked: number, left: number) =>
    left === 0
      ? `${product} is uitverkocht (gevraagd: ${asked}).`
      : `Van ${product} ${left === 1 ? 'is' : 'zijn'} nog maar ${left} op voorraad (gevraagd: ${asked}).`,
  alreadyCancelled: 'Deze order is al geannuleerd. Annuleren kan niet ongedaan worden gemaakt.',
  cancelled: 'De order is geannuleerd.',
  creditInvoiceNeeded:
    'De factuur van deze order is al gepubliceerd en blijft bestaan. Er staat een creditfactuur (concept) klaar: publiceer die om het bedrag terug te boeken.',
  cancelConfirm:
    'Weet je zeker dat je deze order wilt annuleren? Dit kan niet ongedaan worden gemaakt. Alle reserveringen en afspraken van deze order worden uit de agenda verwijderd.',
  created: 'De order is aangemaakt.',
  emptyList: 'Je hebt geen orders.',
  noContactSelected: 'Je hebt nog geen contact geselecteerd.',
} as const;

/** `quote`: an offerte (quote) that reserves nothing until it is accepted or converted. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'paid', 'cancelled', 'quote'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** Spec §9: the list shows paid and confirmed orders until someone changes the filter. */
export const DEFAULT_ORDER_STATUS_FILTER: readonly OrderStatusValue[] = ['paid', 'confirmed'];

/** Longest reservation one order line may take. */
export const MAX_ORDER_RESERVATION_DAYS = 366;

export const MAX_ORDER_ITEMS = 50;

/** The highest transport cost an order takes by hand (the longest distance: common-constants.ts). */
export const MAX_MANUAL_TRANSPORT_CENTS = 1_000_000;

/** An address that cannot be located is never delivered for free. */
export const ORDER_TRANSPORT_MESSAGES = {
  distanceUnknown: 'Afstand onbekend',
  manualRequired:
    'Afstand onbekend: het adres kan niet worden gevonden. Vul de afstand (km) of de transportkosten in.',
  distanceInvalid: 'Geef de afstand op als een getal van 0 tot 2.000 km.',
  amountInvalid: 'Geef de transportkosten op als een bedrag van € 0,00 tot € 10.000,00.',
  notBoth: 'Vul de afstand óf de transportkosten in, niet allebei.',
  manualNote: 'handmatig ingevoerd',
} as const;
