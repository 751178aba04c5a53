/**
 * The audit trail (issue 31 part 3): which records have a history, the actions written, and their
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
};

export const AUDIT_MESSAGES = {
  idWithoutEntity: 'Kies ook het soort record bij een id.',
  fromAfterUntil: 'De begindatum ligt na de einddatum.',
  ownerOnly:
    'Kies een factuur, order of contact om de geschiedenis te zien; de volledige geschiedenis is alleen voor de eigenaar.',
} as const;
