/** Dutch texts of an order's borg (deposit) and its return after the pickup. */
export const DEPOSIT_MESSAGES = {
  amountInvalid: 'Vul een bedrag in van € 0,00 of meer.',
  methodInvalid: 'Kies hoe de borg is terugbetaald: overboeking, contant of pin.',
  reasonRequired: (withheld: string) => `Geef een reden voor de ingehouden ${withheld}.`,
  reasonTooLong: 'De reden mag ten hoogste 500 tekens zijn.',
  noDeposit: 'Deze order heeft geen borg.',
  nothingReceived: 'Er is nog geen borg ontvangen: de factuur van deze order is nog niet (deels) betaald.',
  alreadyReturned: (day: string) => `De borg van deze order is al afgehandeld op ${day}.`,
  orderCancelled: 'Deze order is geannuleerd; een betaalde borg gaat terug via een creditfactuur.',
  aboveReceived: (received: string) =>
    `Je kunt niet meer terugbetalen dan er aan borg is ontvangen (${received}).`,
  beforePickup: (day: string) => `De borg gaat pas terug na het ophalen: kies ${day} of later.`,
  inFuture: 'De datum van terugbetalen kan niet in de toekomst liggen.',
  returned: 'De borg is verwerkt.',
} as const;

export const DEPOSIT_RETURN_METHODS = ['bank', 'cash', 'pin'] as const;
export type DepositReturnMethod = (typeof DEPOSIT_RETURN_METHODS)[number];
export const DEPOSIT_RETURN_METHOD_LABELS: Readonly<Record<DepositReturnMethod, string>> = {
  bank: 'Overboeking',
  cash: 'Contant',
  pin: 'Pin',
};
