import { TEAM_MESSAGES, type UserInviteRequest } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { classifyDatabaseError, DATABASE_MESSAGES } from '../../db/database-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { newOpaqueToken } from '../auth/index.ts';
import { findUserById, findUserByUsername, insertUser, updateUserAccount } from '../users/index.ts';
import { queueInviteMail } from './invite-mail.ts';
import { toTeamMember } from './team-member.ts';

/**
 * Adds a colleague with the chosen role and mails an invitation (outbox) to choose a password.
 * The account has no usable password until then: its hash is a random string argon2 cannot parse.
 */
export const inviteUser = async (opts: {
  ctx: AppContext;
  input: UserInviteRequest;
  invitedById: number;
}) => {
  const { ctx, input } = opts;
  const email = input.email_address;
  try {
    const member = await ctx.db.transaction().execute(async (trx) => {
      if (await findUserByUsername(trx, email))
        throw new AppError('conflict', TEAM_MESSAGES.emailTaken(email));
      const inviter = await findUserById(trx, opts.invitedById);
      const row = await insertUser(trx, {
        email,
        given_name: input.given_name,
        family_name: input.family_name,
        password_hash: `!invited-${newOpaqueToken()}`,
        role: input.role,
      });
      const invitedAt = await queueInviteMail(
        ctx,
        trx,
        { ...row, role: input.role },
        [inviter?.given_name, inviter?.family_name].filter(Boolean).join(' ') || 'Je collega',
      );
      await updateUserAccount(trx, row.id, { invited_at: invitedAt });
      await recordAudit({
        db: trx,
        entity: 'user',
        entityId: String(row.id),
        action: 'invited',
        changes: {
          email: { from: null, to: email },
          name: { from: null, to: `${input.given_name} ${input.family_name}`.trim() },
          role: { from: null, to: input.role },
        },
        summary: email,
      });
      return toTeamMember({ ...row, role: input.role, invited_at: invitedAt });
    });
    ctx.outbox.kick();
    return member;
  } catch (error) {
    // Two invitations of one address at once: the unique username decides, the loser hears why.
    if (classifyDatabaseError(error)?.message === DATABASE_MESSAGES.duplicate)
      throw new AppError('conflict', TEAM_MESSAGES.emailTaken(email));
    throw error;
  }
};
