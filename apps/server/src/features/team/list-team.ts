import type { AppContext } from '../../context.ts';
import { listTwoStepUserIds } from '../two-step/index.ts';
import { listUsers } from '../users/index.ts';
import { toTeamMember } from './team-member.ts';

/** Every colleague with role, status and whether two-step sign-in is on. */
export const listTeam = async ({ ctx }: { ctx: AppContext }) => {
  const users = await listUsers(ctx.db);
  const twoStep = new Set(await listTwoStepUserIds(ctx.db));
  return { results: users.map((u) => ({ ...toTeamMember(u), two_step_enabled: twoStep.has(u.id) })) };
};
