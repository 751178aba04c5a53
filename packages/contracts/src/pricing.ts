import {
  type DayFactorRow,
  DEFAULT_DAY_FACTORS,
  dayFactorTableProblems,
  hasFactorPrecision,
  MAX_FACTOR,
  MAX_FACTOR_ROWS,
  type RentalPricingRules,
  WEEKEND_SPANS,
  type WeekendSpan,
} from '@app/domain';
import { z } from 'zod';
import { PRICING_MESSAGES } from './pricing-constants.ts';

const factorNumber = (message: string, min: 'positive' | 'zero') =>
  z
    .number({ error: message })
    .refine(
      (v) => (min === 'positive' ? v > 0 : v >= 0) && v <= MAX_FACTOR && hasFactorPrecision(v),
      message,
    );

export const dayFactorRowSchema = z.object({
  days: z.number({ error: PRICING_MESSAGES.days }).int(PRICING_MESSAGES.days),
  factor: z.number({ error: PRICING_MESSAGES.factor }),
});

/**
 * A staffel: `{days, factor}` rows, days whole 1–366 and strictly increasing, factors above 0
 * (at most 1000, 4 decimals) and non-decreasing. A wrong row is named by its field
 * (`pricing_day_factors.1.factor`) with the domain's Dutch message.
 */
export const dayFactorsSchema = z
  .array(dayFactorRowSchema, { error: PRICING_MESSAGES.factorsInvalid })
  .max(MAX_FACTOR_ROWS, PRICING_MESSAGES.factorsInvalid)
  .superRefine((rows, ctx) => {
    for (const [key, message] of Object.entries(dayFactorTableProblems(rows))) {
      ctx.addIssue({
        code: 'custom',
        message,
        path: key === '' ? [] : key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      });
    }
  });

export const extraDayFactorSchema = factorNumber(PRICING_MESSAGES.extraDayFactor, 'zero');
export const weekendFactorSchema = factorNumber(PRICING_MESSAGES.weekendFactor, 'positive').nullable();
export const weekendSpanSchema = z.enum(WEEKEND_SPANS as [WeekendSpan, ...WeekendSpan[]], {
  error: PRICING_MESSAGES.weekendSpan,
});

/** The settings of the price rules (part of the settings map). */
export const pricingSettingsShape = {
  /** The company's staffel; default [{days: 1, factor: 1}] (days × day price). */
  pricing_day_factors: dayFactorsSchema,
  /** Added per day past the staffel's last row; default 1. */
  pricing_extra_day_factor: extraDayFactorSchema,
  /** A weekend costs day price × this factor; null: no weekend rate. */
  pricing_weekend_factor: weekendFactorSchema,
  /** 'za-zo': exactly Saturday–Sunday; 'vr-ma': any period in Friday–Monday holding both. */
  pricing_weekend_span: weekendSpanSchema,
};

export const PRICING_SETTINGS_DEFAULTS = {
  pricing_day_factors: DEFAULT_DAY_FACTORS.map((row) => ({ ...row })),
  pricing_extra_day_factor: 1,
  pricing_weekend_factor: null as number | null,
  pricing_weekend_span: 'za-zo' as WeekendSpan,
};

/** The price-rule part of the settings map. */
export type PricingSettings = {
  pricing_day_factors: readonly DayFactorRow[];
  pricing_extra_day_factor: number;
  pricing_weekend_factor: number | null;
  pricing_weekend_span: WeekendSpan;
};

/**
 * The rules one article is priced by (domain priceRentalLine): the company's settings, with the
 * article's own staffel when it has one (only the table is per article). The server's orders and
 * the invoice editor's article picker both take them from here.
 */
export const rentalPricingRulesOf = (
  settings: PricingSettings,
  itemDayFactors: readonly DayFactorRow[] | null = null,
): RentalPricingRules => ({
  dayFactors: itemDayFactors ?? settings.pricing_day_factors,
  extraDayFactor: settings.pricing_extra_day_factor,
  weekendFactor: settings.pricing_weekend_factor,
  weekendSpan: settings.pricing_weekend_span,
});
