/**
 * How the company addresses its customers in mails and documents: informal "je" or formal "u" (a
 * company setting). Every customer text is written out in both forms, because a Dutch verb
 * changes with the pronoun ("Heb je" / "Heeft u", "kun je" / "kunt u"): swapping words would
 * give broken Dutch.
 */
export const ADDRESS_FORMS = ['je', 'u'] as const;
export type AddressForm = (typeof ADDRESS_FORMS)[number];

export const DEFAULT_ADDRESS_FORM: AddressForm = 'je';

export const ADDRESS_FORM_LABELS: Readonly<Record<AddressForm, string>> = {
  je: 'Met je (informeel)',
  u: 'Met u (formeel)',
};

/** The text written for the chosen form: `inForm('u')('Heb je …', 'Heeft u …')`. */
export const inForm =
  (form: AddressForm) =>
  (je: string, u: string): string =>
    form === 'u' ? u : je;

/**
 * The opening line of a customer mail: the person it is for by name when there is one (the
 * contact person on the invoice, a consumer's own name), else a general opening.
 */
export const salutationOf = (form: AddressForm, name: string | null | undefined) => {
  const who = (name ?? '').trim();
  if (form === 'u') return who ? `Geachte ${who},` : 'Geachte relatie,';
  return who ? `Beste ${who},` : 'Beste relatie,';
};
