export const TEMPLATE_KEY = 'numbering_invoice_template';
export const NEXT_ID_KEY = 'numbering_invoice_incremental_id';

export const NUMBERING_MESSAGES = {
  /** A next number the counter's scope already gave. */
  seqUsed: (next: number, max: number) => `Nummer ${next} is al gebruikt. Kies een nummer hoger dan ${max}.`,
  seqUsedField: (max: number) => `Kies een nummer hoger dan ${max}.`,
  /** The template would give, from the next number on, a number an invoice already has. */
  numberGiven: (given: string, lowest: number) =>
    `Factuurnummer ${given} is al gegeven. Kies als volgende nummer ${lowest} of hoger.`,
  /** Publishing met a number that is already given (only after a settings change outside the checks). */
  numberTaken: (number: string) =>
    `Factuurnummer ${number} is al gegeven aan een andere factuur. Pas bij Instellingen > Nummering het volgende nummer of het sjabloon aan en publiceer opnieuw.`,
} as const;
