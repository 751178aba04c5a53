import { type Role, TEAM_MESSAGES } from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Settings that only the owner may change: company details, numbering, the onboarding
 * flag that goes with the details, and payment settings (keys starting with `payment_`). Kantoor
 * changes the rest (transport fees, defaults) through the same settings.set.
 */
const OWNER_ONLY_PREFIXES = ['identity_', 'numbering_', 'app_setup_', 'payment_'];

export const isOwnerOnlySetting = (key: string) => OWNER_ONLY_PREFIXES.some((p) => key.startsWith(p));

export const assertMaySetSettings = (role: Role, keys: readonly string[]) => {
  if (role !== 'owner' && keys.some(isOwnerOnlySetting))
    throw new AppError('forbidden', TEAM_MESSAGES.forbidden);
};
