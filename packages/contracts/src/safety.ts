import { z } from 'zod';
import {
  entryOf,
  isoDateResponseSchema,
  isoDateSchema,
  plainTextSchema,
  recordIdSchema,
  resultsOf,
} from './common.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './common-constants.ts';
import {
  INJURY_VALUES,
  LOG_KIND_VALUES,
  LOG_RESULT_VALUES,
  OVERDUE_POLICY_VALUES,
  SAFETY_KIND_VALUES,
} from './safety-constants.ts';

/** Multi-line free text: line breaks kept, other control characters refused; '' and null are none. */
const longText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));
const requiredText = (max: number, message: string) => plainTextSchema(max).min(1, message);

export const logKindSchema = z.enum(LOG_KIND_VALUES);
export const logResultSchema = z.enum(LOG_RESULT_VALUES);
export const injurySchema = z.enum(INJURY_VALUES);
export const safetyKindSchema = z.enum(SAFETY_KIND_VALUES);
export const overduePolicySchema = z.enum(OVERDUE_POLICY_VALUES);

const authorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
const attachmentSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
});

export const certificateModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  item_id: z.number().int(),
  /** Null: a type certificate of the article. */
  unit_id: z.number().int().nullable(),
  scope: z.enum(['type', 'unit']),
  number: z.string(),
  approving_body: z.string(),
  issued_on: isoDateResponseSchema,
  valid_until: isoDateResponseSchema.nullable(),
  document: attachmentSchema.nullable(),
  created_at: z.string(),
  created_by: authorSchema,
});
export type CertificateModel = z.infer<typeof certificateModelSchema>;

export const logEntryModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  unit_id: z.number().int(),
  kind: logKindSchema,
  date: isoDateResponseSchema,
  performed_by: z.string(),
  findings: z.string().nullable(),
  parts_replaced: z.string().nullable(),
  result: logResultSchema.nullable(),
  next_due: isoDateResponseSchema.nullable(),
  corrects_id: z.number().int().nullable(),
  attachments: z.array(attachmentSchema),
  created_at: z.string(),
  created_by: authorSchema,
});
export type LogEntryModel = z.infer<typeof logEntryModelSchema>;

export const incidentModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  unit_id: z.number().int(),
  occurred_at: z.string(),
  order_id: z.number().int().nullable(),
  description: z.string(),
  injury: injurySchema,
  measures: z.string().nullable(),
  nvwa_reported_on: isoDateResponseSchema.nullable(),
  corrects_id: z.number().int().nullable(),
  /** A serious injury whose latest version has no NVWA reporting date yet. */
  needs_nvwa_report: z.boolean(),
  created_at: z.string(),
  created_by: authorSchema,
});
export type IncidentModel = z.infer<typeof incidentModelSchema>;

export const blockModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  unit_id: z.number().int(),
  from: isoDateResponseSchema,
  until: isoDateResponseSchema.nullable(),
  reason: z.string(),
  source: z.enum(['manual', 'inspection']),
  lifted_at: z.string().nullable(),
  created_at: z.string(),
  created_by: authorSchema,
});
export type BlockModel = z.infer<typeof blockModelSchema>;

export const unitSafetySummarySchema = z.object({
  safety_kind: safetyKindSchema,
  next_due: isoDateResponseSchema.nullable(),
  due_state: z.enum(['overdue', 'due_soon', 'ok']),
  /** A block covering today. */
  blocked_today: z.boolean(),
  /** The latest inspection failed (afgekeurd) and no passed one came after: it must be inspected again. */
  inspection_failed: z.boolean(),
});

/** What unit.view adds for the tab "Veiligheid". */
export const unitSafetyFileSchema = z.object({
  certificates: z.array(certificateModelSchema),
  /** Append-only, newest first. */
  log: z.array(logEntryModelSchema),
  incidents: z.array(incidentModelSchema),
  /** Live (not lifted) blocks, earliest first. */
  blocks: z.array(blockModelSchema),
  safety: unitSafetySummarySchema,
});
export type UnitSafetyFile = z.infer<typeof unitSafetyFileSchema>;

export const unitLogCreateRequestSchema = z.object({
  unit_id: recordIdSchema,
  kind: logKindSchema,
  date: isoDateSchema,
  performed_by: requiredText(200, 'Geef op wie het heeft uitgevoerd.'),
  findings: longText(4000),
  parts_replaced: longText(2000),
  result: logResultSchema.nullish(),
  next_due: isoDateSchema.nullish(),
  attachments: z.array(recordIdSchema).max(20).default([]),
  corrects_id: recordIdSchema.nullish(),
});
export type UnitLogCreateRequest = z.input<typeof unitLogCreateRequestSchema>;
export const logEntryEntrySchema = entryOf(logEntryModelSchema);

export const incidentCreateRequestSchema = z.object({
  unit_id: recordIdSchema,
  occurred_at: z.iso.datetime({ offset: true, message: 'Geef datum en tijd van het incident op.' }),
  order_id: recordIdSchema.nullish(),
  description: longText(4000).refine((value) => value !== null, 'Beschrijf wat er gebeurde.'),
  injury: injurySchema,
  measures: longText(4000),
  nvwa_reported_on: isoDateSchema.nullish(),
  corrects_id: recordIdSchema.nullish(),
});
export type IncidentCreateRequest = z.input<typeof incidentCreateRequestSchema>;
export const incidentEntrySchema = entryOf(incidentModelSchema);

export const certificateCreateRequestSchema = z.object({
  /** Give exactly one: the article (a type certificate) or the unit (per piece). */
  item_id: recordIdSchema.nullish(),
  unit_id: recordIdSchema.nullish(),
  number: requiredText(100, 'Geef het certificaatnummer op.'),
  approving_body: requiredText(200, 'Geef de keuringsinstelling op.'),
  issued_on: isoDateSchema,
  valid_until: isoDateSchema.nullish(),
  asset_id: recordIdSchema.nullish(),
});
export type CertificateCreateRequest = z.input<typeof certificateCreateRequestSchema>;
export const certificateEntrySchema = entryOf(certificateModelSchema);

export const blockConflictSchema = z.object({
  reservation_id: z.number().int(),
  order_id: z.number().int().nullable(),
  reserved_from: isoDateResponseSchema,
  reserved_until: isoDateResponseSchema,
  contact_name: z.string().nullable(),
});
export type BlockConflict = z.infer<typeof blockConflictSchema>;

export const unitBlockRequestSchema = z.object({
  from: isoDateSchema,
  until: isoDateSchema.nullish(),
  reason: requiredText(500, 'Geef een reden op.'),
});
export type UnitBlockRequest = z.input<typeof unitBlockRequestSchema>;
export const unitBlockResponseSchema = z.object({
  entry: z.object({ model: blockModelSchema }),
  /** Live reservations of the unit on the blocked days: move them to another unit. */
  conflicts: z.array(blockConflictSchema),
});

export const unitsSafetyQuerySchema = z.object({
  within_days: z.coerce.number().int().min(0).max(3650).default(30),
});
export const unitSafetyRowSchema = z.object({
  unit_id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  serial_number: z.string().nullable(),
  safety_kind: safetyKindSchema,
  next_due: isoDateResponseSchema.nullable(),
  due_state: z.enum(['overdue', 'due_soon', 'ok']),
  certificate_valid_until: isoDateResponseSchema.nullable(),
  certificate_state: z.enum(['expired', 'expiring', 'ok', 'missing']),
  blocked: blockModelSchema.nullable(),
  open_nvwa_reports: z.number().int(),
});
export type UnitSafetyRow = z.infer<typeof unitSafetyRowSchema>;
export const unitsSafetyResponseSchema = resultsOf(unitSafetyRowSchema);

export const safetySettingsSchema = z.object({
  kinds: z.object({
    speeltoestel: z.object({
      interval_months: z.number().int().min(0).max(120).nullable(),
      overdue: overduePolicySchema,
    }),
    attractie: z.object({
      interval_months: z.number().int().min(0).max(120).nullable(),
      overdue: overduePolicySchema,
    }),
  }),
});
export type SafetySettings = z.infer<typeof safetySettingsSchema>;
export const safetySettingsEntrySchema = entryOf(safetySettingsSchema);

export const itemSafetyUpdateRequestSchema = z.object({
  safety_kind: safetyKindSchema.optional(),
  /** Null or '': back to the default text. */
  instructions: longText(8000).optional(),
});
export const itemSafetyModelSchema = z.object({
  item_id: z.number().int(),
  safety_kind: safetyKindSchema,
  instructions: z.string(),
  instructions_is_default: z.boolean(),
  certificates: z.array(certificateModelSchema),
});
export type ItemSafetyModel = z.infer<typeof itemSafetyModelSchema>;
export const itemSafetyEntrySchema = entryOf(itemSafetyModelSchema);

/**
 * Which units of an article are overdue (inspection due, or certificate run out) or out
 * of service on days of a rental, for the order dialog's warning and its calendar. `overdue` is the kind's policy: 'warn' lets
 * staff book after the warning, 'block' makes reserving refuse.
 */
export const unitsInspectionDueQuerySchema = z.object({
  item_id: z.coerce.number().int().positive(),
  from: isoDateSchema,
  until: isoDateSchema,
});
export const unitInspectionDueRowSchema = z.object({
  unit_id: z.number().int(),
  next_due: isoDateResponseSchema.nullable(),
  certificate_valid_until: isoDateResponseSchema.nullable(),
  /** The inspection is past due on at least one of the days. */
  inspection_overdue: z.boolean(),
  /** The certificate has run out on at least one of the days. */
  certificate_expired: z.boolean(),
  overdue: overduePolicySchema,
  /**
   * The unit's live out-of-service periods (by hand or after a failed inspection) that share a
   * day with the window, with their reason: the order calendar says why such days are not free.
   */
  blocks: z.array(
    z.object({
      from: isoDateResponseSchema,
      until: isoDateResponseSchema.nullable(),
      reason: z.string(),
    }),
  ),
});
export type UnitInspectionDueRow = z.infer<typeof unitInspectionDueRowSchema>;
export const unitsInspectionDueResponseSchema = resultsOf(unitInspectionDueRowSchema);
