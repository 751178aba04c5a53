import { dayFactorsSchema, rentalPricingRulesOf } from '@app/contracts';
import type { DayFactorRow, RentalPricingRules } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { readStoredSettings } from './read-settings.ts';

/**
 * An article's stored staffel (items.day_factors, JSON); null for none, and for a stored value
 * that no longer passes the rules (a manual edit): the company's table applies then.
 */
export const parseDayFactors = (raw: string | null): DayFactorRow[] | null => {
  if (raw === null) return null;
  try {
    const parsed = dayFactorsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The company's price rules (Instellingen → Prijzen), read on `db` (the caller's transaction). */
export const readPricingRules = async (db: Db): Promise<RentalPricingRules> =>
  rentalPricingRulesOf(await readStoredSettings(db));

/** The rules of one article: its own staffel when it has one, the rest the company's. */
export const pricingRulesOfItem = (
  company: RentalPricingRules,
  itemDayFactors: string | null,
): RentalPricingRules => {
  const own = parseDayFactors(itemDayFactors);
  return own ? { ...company, dayFactors: own } : company;
};
