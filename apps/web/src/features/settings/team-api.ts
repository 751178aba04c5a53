import type {
  Role,
  TeamMember,
  teamMemberEntrySchema,
  UserInviteRequest,
  UserUpdateRequest,
  usersViewResponseSchema,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost, type ResponseOf } from '../../lib/api';
import { saveFailed, saveSucceeded } from '../../lib/save-toast';
import { saveErrorText } from './settings-api';

export const TEAM_QUERY_KEY = ['settings', 'users'] as const;

type Entry = ResponseOf<typeof teamMemberEntrySchema>;

/** Every colleague with role and status (owner only). */
export function useTeam() {
  return useQuery({
    queryKey: TEAM_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<ResponseOf<typeof usersViewResponseSchema>>('/users.view', { signal }),
    select: (data) => data.results,
  });
}

const replaceMember = (list: TeamMember[] | undefined, member: TeamMember) =>
  list?.some((m) => m.id === member.id)
    ? // An update's answer leaves out two_step_enabled (only users.view gives it): keep the known one.
      list.map((m) => (m.id === member.id ? { ...m, ...member } : m))
    : [...(list ?? []), member];

function useTeamMutation<V>(
  mutationFn: (vars: V) => Promise<Entry>,
  successMessage: (m: TeamMember) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => {
      const member = data.entry.model;
      queryClient.setQueryData<{ results: TeamMember[] }>(TEAM_QUERY_KEY, (old) => ({
        results: replaceMember(old?.results, member),
      }));
      saveSucceeded(successMessage(member));
    },
    onError: (error) => saveFailed(saveErrorText(error)),
  });
}

export const useInviteUser = () =>
  useTeamMutation(
    (input: UserInviteRequest) => apiPost<Entry>('/user.invite', input, { idempotent: true }),
    (m) => `De uitnodiging is verstuurd naar ${m.email}.`,
  );

export const useReinviteUser = () =>
  useTeamMutation(
    (id: number) => apiPost<Entry>(`/user.reinvite/${id}`),
    (m) => `Een nieuwe uitnodiging is verstuurd naar ${m.email}.`,
  );

export const useUpdateUser = () =>
  useTeamMutation(
    ({ id, patch }: { id: number; patch: UserUpdateRequest }) => apiPatch<Entry>(`/user.update/${id}`, patch),
    (m) => (m.status === 'deactivated' ? `${m.email} is gedeactiveerd.` : `${m.email} is bijgewerkt.`),
  );

export type { Role };
