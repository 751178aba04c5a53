/**
 * The audit trail: which records have a history, the actions written, and their
 * Dutch labels for the "Geschiedenis" blocks and the owner's log.
 */
export const AUDIT_ENTITIES = [
  'invoice',
  'order',
  'payment',
  'contact',
  'item',
  'unit',
  'settings',
  'user',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  invoice: 'Factuur',
  order: 'Order',
  payment: 'Betaling',
  contact: 'Contact',
  item: 'Artikel',
  unit: 'Exemplaar',
  settings: 'Instellingen',
  user: 'Gebruiker',
};

/** Actors that are not a signed-in person. */
export const AUDIT_SYSTEM_ACTOR = 'systeem';
export const AUDIT_BOOKING_ACTOR = 'klant (online)';

/**
 * Labels of the actions written; an action missing here is shown as written (so a new action
 * never breaks the screen). Keys are snake_case verbs in the past tense of what happened.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  created: 'Aangemaakt',
  updated: 'Gewijzigd',
  deleted: 'Verwijderd',
  published: 'Gepubliceerd',
  status_changed: 'Status gewijzigd',
  sent: 'Verstuurd',
  credited: 'Gecrediteerd',
  cancelled: 'Geannuleerd',
  confirmed: 'Bevestigd',
  declined: 'Afgewezen',
  expired: 'Verlopen',
  payment_registered: 'Betaling geregistreerd',
  payment_removed: 'Betaling verwijderd',
  reminder_sent: 'Herinnering verstuurd',
  archived: 'Gearchiveerd',
  restored: 'Teruggezet',
  invited: 'Uitgenodigd',
  deactivated: 'Gedeactiveerd',
  reactivated: 'Geactiveerd',
  blocked: 'Buiten gebruik gesteld',
  unblocked: 'Weer in gebruik',
  log_entry_added: 'Logboekregel vastgelegd',
  certificate_added: 'Certificaat vastgelegd',
  incident_added: 'Incident vastgelegd',
  signed: 'Handtekening vastgelegd',
  two_step_enabled: 'Tweestapsverificatie aangezet',
  two_step_disabled: 'Tweestapsverificatie uitgezet',
  two_step_reset: 'Tweestapsverificatie gereset',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** Dutch names of fields that appear in `changes`; others are shown by their key. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  number: 'Nummer',
  invoice_date: 'Factuurdatum',
  due_date: 'Vervaldatum',
  contact: 'Contact',
  contact_id: 'Contact',
  lines: 'Regels',
  total_amount_cents: 'Totaal',
  amount_cents: 'Bedrag',
  method: 'Betaalwijze',
  paid_on: 'Betaaldatum',
  notes: 'Notities',
  note: 'Notitie',
  start_date: 'Begindatum',
  end_date: 'Einddatum',
  payment_method: 'Betaalwijze',
  recipient: 'Ontvanger',
  level: 'Niveau',
  name: 'Naam',
  email: 'E-mailadres',
  role: 'Rol',
  active: 'Actief',
  paid_at: 'Betaald op',
  person_id: 'Contactpersoon',
  identifier: 'Referentie',
  days_until_due: 'Betaaltermijn (dagen)',
  delivery_from: 'Leverdatum vanaf',
  delivery_until: 'Leverdatum tot',
  include_tax: 'Prijzen inclusief btw',
  vat_treatment: 'Btw-behandeling',
  // Contacts
  contact_type: 'Soort',
  first_name: 'Voornaam',
  last_name: 'Achternaam',
  company_name: 'Bedrijfsnaam',
  coc_id: 'KvK-nummer',
  vat_id: 'Btw-nummer',
  email_address: 'E-mailadres',
  phone_number: 'Telefoonnummer',
  address_line_1: 'Adres',
  address_line_2: 'Adresregel 2',
  postal_code: 'Postcode',
  city: 'Plaats',
  country: 'Land',
  send_ubl: 'UBL meesturen',
  // Articles and units
  description: 'Omschrijving',
  category_id: 'Categorie',
  brand: 'Merk',
  dimensions: 'Afmetingen',
  weight_kg: 'Gewicht (kg)',
  type: 'Type',
  sku: 'SKU',
  ean: 'EAN',
  price_cents: 'Prijs',
  images: 'Afbeeldingen',
  serial_number: 'Serienummer',
  quantity: 'Aantal',
  available: 'Beschikbaar',
  blocked_from: 'Buiten gebruik vanaf',
  blocked_until: 'Buiten gebruik tot',
  // Settings
  identity_company_logo: 'Logo',
  identity_company_name: 'Bedrijfsnaam',
  identity_address_line_1: 'Adres',
  identity_address_line_2: 'Adresregel 2',
  identity_postal_code: 'Postcode',
  identity_city: 'Plaats',
  identity_country: 'Land',
  identity_email_address: 'E-mailadres',
  identity_phone_number: 'Telefoonnummer',
  identity_coc_id: 'KvK-nummer',
  identity_vat_id: 'Btw-nummer',
  identity_bank_account_id: 'IBAN',
  identity_bank_account_holder: 'Tenaamstelling',
  identity_bank_swift_bic: 'BIC',
  app_setup_identity_complete: 'Bedrijfsgegevens ingevuld',
  numbering_invoice_template: 'Factuurnummer-sjabloon',
  numbering_invoice_incremental_id: 'Volgend factuurnummer',
  invoice_zero_rate_reason_default: 'Standaardreden 0% btw',
  delivery_cost_per_kilometer: 'Bezorgkosten per km',
  pickup_cost_per_kilometer: 'Ophaalkosten per km',
  free_kilometers: 'Gratis kilometers',
  reminders_automatic: 'Automatische herinneringen',
  reminders_first_after_days: 'Herinnering na (dagen)',
  reminders_second_after_days: 'Aanmaning na (dagen)',
  reminders_costs_add_vat: 'Btw over incassokosten',
  customer_address_form: 'Aanspreekvorm klanten',
  payment_deposit_percent: 'Aanbetaling (%)',
  pricing_day_factors: 'Staffel',
  pricing_extra_day_factor: 'Factor per extra dag',
  pricing_weekend_factor: 'Weekendfactor',
  pricing_weekend_span: 'Weekend',
  day_factors: 'Staffel',
  deposit_cents: 'Borg',
  booking_enabled: 'Online boeken aan',
  booking_hold_hours: 'Reservering vasthouden (uren)',
  booking_auto_confirm: 'Automatisch bevestigen',
  booking_brand_color: 'Kleur',
  booking_terms_text: 'Voorwaarden',
  booking_terms_version: 'Versie voorwaarden',
  booking_terms_created_at: 'Voorwaarden vastgelegd op',
  booking_frame_ancestors: 'Websites die mogen insluiten',
  safety_kinds: 'Keuringsregels',
};

/** The field's Dutch name; a key missing above is shown as written (a new field never breaks it). */
export const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

export const AUDIT_MESSAGES = {
  idWithoutEntity: 'Kies ook het soort record bij een id.',
  fromAfterUntil: 'De begindatum ligt na de einddatum.',
  ownerOnly:
    'Kies een factuur, order of contact om de geschiedenis te zien; de volledige geschiedenis is alleen voor de eigenaar.',
} as const;
