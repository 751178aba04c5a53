import { TEAM_MESSAGES, type UserUpdateRequest } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import { diffForAudit, hasAuditChanges, recordAudit } from '../audit/index.ts';
import { revokeSessionsOf, voidPasswordLinksOf } from '../auth/index.ts';
import {
  countOtherActiveOwners,
  findUserById,
  type UserAccountPatch,
  updateUserAccount,
} from '../users/index.ts';
import { toTeamMember } from './team-member.ts';

/**
 * Changes a colleague's role or deactivates/reactivates them. Deactivation ends every login of
 * that person at once and voids their invitation and reset links, in the same transaction. The
 * last active owner can be neither demoted nor deactivated (checked with the owners locked on
 * PostgreSQL, and under SQLite's single writer, so two owners demoting each other cannot both win).
 */
export const updateUser = async (opts: {
  ctx: AppContext;
  id: number;
  patch: UserUpdateRequest;
  actingUserId: number;
}) => {
  const { ctx, id, patch } = opts;
  if (patch.active === false && id === opts.actingUserId) {
    throw new AppError('conflict', TEAM_MESSAGES.selfDeactivate);
  }
  return ctx.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw notFound(TEAM_MESSAGES.notFound);
    const wasActiveOwner = user.role === 'owner' && !user.deactivated_at;
    const staysActiveOwner =
      (patch.role ?? user.role) === 'owner' && (patch.active ?? !user.deactivated_at) === true;
    if (wasActiveOwner && !staysActiveOwner) {
      if ((await countOtherActiveOwners(trx, id, ctx.dbKind === 'postgres')) === 0) {
        throw new AppError('conflict', TEAM_MESSAGES.lastOwner);
      }
    }
    const change: UserAccountPatch = {};
    if (patch.role !== undefined) change.role = patch.role;
    if (patch.active === false && !user.deactivated_at) change.deactivated_at = nowIso();
    if (patch.active === true) change.deactivated_at = null;
    await updateUserAccount(trx, id, change);
    if (change.deactivated_at) {
      await revokeSessionsOf(trx, id);
      await voidPasswordLinksOf(trx, id);
    }
    const changes = diffForAudit(
      { role: user.role, active: !user.deactivated_at },
      {
        role: change.role ?? user.role,
        active: !('deactivated_at' in change ? change.deactivated_at : user.deactivated_at),
      },
    );
    if (hasAuditChanges(changes)) {
      const active = changes.active?.to;
      await recordAudit({
        db: trx,
        entity: 'user',
        entityId: String(id),
        action: active === false ? 'deactivated' : active === true ? 'reactivated' : 'updated',
        changes,
        summary: user.email,
      });
    }
    return toTeamMember({ ...user, ...change });
  });
};
