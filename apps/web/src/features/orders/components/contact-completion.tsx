import type { Contact } from '@app/contracts';
import {
  checkPostalCodeFor,
  missingOrderContactFields,
  normalisePostalCodeFor,
  ORDER_CONTACT_FIELD_MESSAGES,
  type OrderContactField,
} from '@app/domain';
import { TextField } from '../../../components/ui/text-field';

/** The fields the order form can complete, in form order (country is never empty: default nl). */
type CompletableField = Exclude<OrderContactField, 'country'>;

const LABELS: Record<CompletableField, string> = {
  company_name: 'Bedrijfsnaam',
  first_name: 'Voornaam',
  last_name: 'Achternaam',
  email_address: 'E-mailadres',
  address_line_1: 'Adresregel 1',
  postal_code: 'Postcode',
  city: 'Plaats',
};

const AUTOCOMPLETE: Partial<Record<CompletableField, string>> = {
  email_address: 'email',
  address_line_1: 'address-line1',
  postal_code: 'postal-code',
  city: 'address-level2',
};

/**
 * What the chosen contact lacks for an order (spec §5), plus a Dutch postcode stored in
 * the wrong form (a typo such as "35I2 AB" that cannot be located), so it can be put right here.
 */
export const completionFieldsOf = (contact: Contact): CompletableField[] => {
  const fields = missingOrderContactFields(contact).filter(
    (field): field is CompletableField => field !== 'country',
  );
  if (
    !fields.includes('postal_code') &&
    contact.postal_code &&
    checkPostalCodeFor(contact.country_code, contact.postal_code)
  )
    fields.splice(fields.includes('city') ? fields.indexOf('city') : fields.length, 0, 'postal_code');
  return fields;
};

/** The fields' starting values: what the contact has (a postcode to correct), else empty. */
export const completionStartOf = (contact: Contact): Record<string, string> =>
  Object.fromEntries(completionFieldsOf(contact).map((field) => [field, contact[field] ?? '']));

/** The form's own check: every shown field filled, a Dutch postcode as 1234 AB. */
export const completionErrorsOf = (contact: Contact, values: Record<string, string>) => {
  const errors: Record<string, string> = {};
  for (const field of completionFieldsOf(contact)) {
    const value = values[field]?.trim() ?? '';
    if (value === '') errors[field] = ORDER_CONTACT_FIELD_MESSAGES[field];
    else if (field === 'postal_code') {
      const problem = checkPostalCodeFor(contact.country_code, value);
      if (problem) errors[field] = problem;
    }
  }
  return errors;
};

/** order.cashcreate's contact_update: the shown fields, trimmed; null when nothing is missing. */
export const contactUpdateOf = (contact: Contact, values: Record<string, string>) => {
  const fields = completionFieldsOf(contact);
  if (fields.length === 0) return null;
  const update: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field]?.trim() ?? '';
    update[field] = field === 'postal_code' ? normalisePostalCodeFor(contact.country_code, value) : value;
  }
  return { ...update, version: contact.version };
};

/**
 * The missing fields of the chosen contact, inline in the order form; saving the order saves them
 * on the contact too (in the order's transaction).
 */
export function ContactCompletion({
  contact,
  values,
  errors,
  onChange,
}: {
  contact: Contact;
  values: Record<string, string>;
  /** Shown once the person tried to save, and the server's. */
  errors: Record<string, string>;
  onChange: (field: string, value: string) => void;
}) {
  const fields = completionFieldsOf(contact);
  if (fields.length === 0) return null;
  return (
    <fieldset
      className="mt-4 flex min-w-0 flex-col gap-3 border-t border-gray-200 pt-4"
      data-testid="contact-completion"
    >
      <legend className="sr-only">Contact aanvullen</legend>
      <p className="text-sm text-gray-700">
        Vul aan wat voor een order nodig is. Bij het opslaan van de order wordt het contact ook bijgewerkt.
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field}
            label={LABELS[field]}
            isRequired
            type={field === 'email_address' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field] ?? ''}
            onChange={(value) => onChange(field, value)}
            errorMessage={errors[field]}
            className={field === 'email_address' || field === 'address_line_1' ? 'sm:col-span-2' : undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}
