/**
 * Where the checkout shows a refusal of booking.create: each message at its own field, one per
 * field (the first the server gave). Keys are the API's field paths: `customer.email_address`,
 * `items.0.from`, `terms_accepted`, …; a key no field stands for goes to the form's own message.
 */
const OWN_FIELDS = new Set(['promo_code', 'notes', 'manual_distance_km']);

export const checkoutFieldOf = (key: string): string => {
  const [head = '', second] = key.split('.');
  if ((head === 'customer' || head === 'create_contact') && second) return second;
  if (head === 'terms_accepted' || head === 'terms_version') return 'terms';
  if (head === 'payment_method') return 'payment';
  if (head === 'items') return second && /^\d+$/.test(second) ? `line-${second}` : 'lines';
  if (OWN_FIELDS.has(head)) return head;
  return 'general';
};

/** One message per field, in the order the server gave them. */
export const messagesByField = (errors: Readonly<Record<string, readonly string[]>>) => {
  const byField = new Map<string, string>();
  for (const [key, messages] of Object.entries(errors)) {
    const field = checkoutFieldOf(key);
    const first = messages[0];
    if (first && !byField.has(field)) byField.set(field, first);
  }
  return byField;
};
