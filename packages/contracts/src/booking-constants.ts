/** Dutch texts and limits of online booking, without zod (the public page imports them). */
import { PICKUP_TIME_WINDOW } from '@app/domain';
import { MAX_MANUAL_DISTANCE_KM } from './common-constants.ts';

export const MAX_BOOKING_CART_LINES = 10;
export const MAX_BOOKING_QUANTITY = 20;
export const MAX_BOOKING_NOTES_LENGTH = 1000;
/** Days ahead the calendar and the availability answer may reach. */
export const MAX_BOOKING_AVAILABILITY_DAYS = 186;
export const DEFAULT_BOOKING_HOLD_HOURS = 48;
/** The pickup window of a rented article when none was named: the orders' own. */
export const DEFAULT_BOOKING_PICKUP_TIME = PICKUP_TIME_WINDOW;
/** The most kilometres a customer may give for an address we cannot locate (as staff may). */
export const MAX_BOOKING_DISTANCE_KM = MAX_MANUAL_DISTANCE_KM;

export const BOOKING_MESSAGES = {
  disabled: 'Online boeken is op dit moment niet mogelijk. Neem contact met ons op.',
  itemNotFound: 'Dit artikel bestaat niet of kan nu niet online worden geboekt.',
  cartEmpty: 'Kies minimaal één artikel.',
  cartTooLarge: `Een aanvraag kan hoogstens ${MAX_BOOKING_CART_LINES} regels bevatten.`,
  quantityInvalid: `Kies een aantal van 1 tot en met ${MAX_BOOKING_QUANTITY}.`,
  startInPast: 'De periode kan niet in het verleden beginnen. Kies vandaag of een latere dag.',
  rangeInvalid: 'De einddatum ligt voor de begindatum.',
  rangeTooLong: 'Kies een kortere periode.',
  pickupBeforeDelivery:
    'Op een dag met levering én ophalen halen we pas na de levering op. Kies een latere ophaaltijd.',
  paymentRequired: 'Kies hoe je wilt betalen.',
  paymentUnavailable: 'Deze betaalwijze is bij ons niet mogelijk. Kies een andere.',
  distanceRequired:
    'We kunnen de afstand naar dit adres niet bepalen. Controleer de postcode, of vul de afstand in kilometers in.',
  distanceInvalid: `Vul de afstand in als een getal van 0 tot ${MAX_BOOKING_DISTANCE_KM} km.`,
  notFree: (name: string) => `${name} is niet vrij in deze periode. Kies andere dagen.`,
  notEnoughFree: (name: string, free: number) =>
    free === 0
      ? `${name} is niet vrij in deze periode. Kies andere dagen.`
      : `Van ${name} ${free === 1 ? 'is' : 'zijn'} in deze periode nog ${free} vrij. Kies een kleiner aantal of andere dagen.`,
  taken: (name: string) => `${name} is net door iemand anders geboekt. Kies andere dagen.`,
  termsRequired: 'Ga akkoord met de huurvoorwaarden om te kunnen boeken.',
  termsOutdated: 'De huurvoorwaarden zijn gewijzigd. Lees ze opnieuw en ga akkoord.',
  required: (label: string) => `Vul ${label} in.`,
  emailInvalid: 'Vul een geldig e-mailadres in.',
  notesTooLong: `De opmerkingen zijn te lang: hoogstens ${MAX_BOOKING_NOTES_LENGTH} tekens.`,
  tokenNotFound: 'Deze aanvraag bestaat niet (meer). Controleer de link uit de e-mail.',
  refused: 'Je aanvraag kon niet worden verwerkt.',
  notPending: 'Deze aanvraag is al afgehandeld.',
  confirmed: 'De aanvraag is bevestigd.',
  declined: 'De aanvraag is afgewezen.',
} as const;

export const BOOKING_STATUS_TEXT = {
  pending: 'In behandeling',
  confirmed: 'Bevestigd',
  paid: 'Betaald',
  cancelled: 'Geannuleerd',
  quote: 'Offerte',
} as const;
