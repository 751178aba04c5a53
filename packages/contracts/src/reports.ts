import { z } from 'zod';
import { isoDateSchema, resultsOf } from './common.ts';
import { REPORT_MESSAGES, REVENUE_GROUPS } from './reports-constants.ts';

/** A report's period: both days given, `until` on or after `from`, at most 3 years (checked by the server). */
export const reportPeriodQuerySchema = z.object({
  from: isoDateSchema,
  until: isoDateSchema,
});
export type ReportPeriodQuery = z.input<typeof reportPeriodQuerySchema>;

/** GET /api/reports.revenue?from&until&group=month|article|category|contact (default month). */
export const revenueQuerySchema = reportPeriodQuerySchema.extend({
  group: z.enum(REVENUE_GROUPS, { error: REPORT_MESSAGES.unknownGroup }).default('month'),
});
export type RevenueQuery = z.input<typeof revenueQuerySchema>;

/**
 * One row of revenue: published invoices minus published credit notes dated in the period, in
 * cents, deposits left out. `key`: 'yyyy-MM', an item, category or contact id, or one of
 * REVENUE_KEYS; `count`: the invoices and credit notes with a share in the row.
 */
export const revenueRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  revenue_excl_vat: z.number().int(),
  vat: z.number().int(),
  count: z.number().int(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;
export const revenueResponseSchema = resultsOf(revenueRowSchema);

/** GET /api/reports.utilization?from&until: per rentable article, busiest first. */
export const utilizationRowSchema = z.object({
  item_id: z.number().int(),
  name: z.string(),
  units: z.number().int(),
  unit_days_available: z.number().int(),
  unit_days_booked: z.number().int(),
  /** unit_days_booked / unit_days_available, 0–1 (0 without available days). */
  utilization: z.number().min(0).max(1),
  revenue_excl_vat: z.number().int(),
  /** revenue_excl_vat / units, rounded to the cent (0 without units). */
  revenue_per_unit: z.number().int(),
});
export type UtilizationRow = z.infer<typeof utilizationRowSchema>;
export const utilizationResponseSchema = resultsOf(utilizationRowSchema);

/** GET /api/reports.export?from&until: the report's tables as one XLSX. */
export const reportsExportQuerySchema = reportPeriodQuerySchema;
