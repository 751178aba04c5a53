import { TEAM_MESSAGES } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { findUserById, updateUserAccount } from '../users/index.ts';
import { queueInviteMail } from './invite-mail.ts';
import { toTeamMember } from './team-member.ts';

/** Sends a fresh invitation (the older link stops working) to a colleague who has not signed in yet. */
export const reinviteUser = async (opts: { ctx: AppContext; id: number; actingUserId: number }) => {
  const { ctx } = opts;
  const member = await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, opts.id);
    if (!user) throw notFound(TEAM_MESSAGES.notFound);
    if (user.deactivated_at) throw new AppError('conflict', TEAM_MESSAGES.inactiveNoInvite);
    if (user.last_sign_in_at) throw new AppError('conflict', TEAM_MESSAGES.notInvitable);
    const inviter = await findUserById(trx, opts.actingUserId);
    const invitedAt = await queueInviteMail(
      ctx,
      trx,
      { ...user, role: toTeamMember(user).role },
      [inviter?.given_name, inviter?.family_name].filter(Boolean).join(' ') || 'Je collega',
    );
    await updateUserAccount(trx, user.id, { invited_at: invitedAt });
    await recordAudit({
      db: trx,
      entity: 'user',
      entityId: String(user.id),
      action: 'invited',
      summary: `Uitnodiging opnieuw verstuurd naar ${user.email}`,
    });
    return toTeamMember({ ...user, invited_at: invitedAt });
  });
  ctx.outbox.kick();
  return member;
};
