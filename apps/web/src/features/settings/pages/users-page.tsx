import { ROLE_LABELS, type Role, type TeamMember, USER_STATUS_LABELS } from '@app/contracts';
import { formatDateTime } from '@app/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { LoadingState } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth-session';
import { InviteUserDialog, ROLE_OPTIONS } from '../components/invite-user-dialog';
import { ResetTwoStepButton } from '../components/reset-two-step-button';
import { useReinviteUser, useTeam, useUpdateUser } from '../team-api';

const STATUS_TONES: Record<TeamMember['status'], BadgeTone> = {
  active: 'success',
  invited: 'info',
  deactivated: 'neutral',
};

/** /settings/users: the owner's list of colleagues, with invite, role change and (de)activation. */
export function UsersPage() {
  const team = useTeam();
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <PageHeader
        title="Gebruikers"
        description="Collega’s met hun rol. Een gedeactiveerde collega kan niet meer inloggen."
        actions={
          <Button onPress={() => setInviting(true)}>
            <UserPlus className="size-4" aria-hidden />
            Collega uitnodigen
          </Button>
        }
      />
      {team.isPending ? (
        <LoadingState />
      ) : team.isError ? (
        <MessageBar tone="danger">
          De gebruikers konden niet worden geladen. Probeer het later opnieuw.
        </MessageBar>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Gebruikers">
          {team.data.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </ul>
      )}
      <InviteUserDialog isOpen={inviting} onOpenChange={setInviting} />
    </>
  );
}

function MemberRow({ member }: { member: TeamMember }) {
  const me = useCurrentUser();
  const update = useUpdateUser();
  const reinvite = useReinviteUser();
  const [confirming, setConfirming] = useState(false);
  const name = `${member.given_name} ${member.family_name}`.trim() || member.email;
  const isMe = me?.id === member.id;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-xs md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
          <span className="break-words">{name}</span>
          {isMe && <span className="text-sm font-normal text-gray-600">(jij)</span>}
          <Badge tone={STATUS_TONES[member.status]}>{USER_STATUS_LABELS[member.status]}</Badge>
          {member.two_step_enabled && <Badge tone="info">Tweestapsverificatie</Badge>}
        </p>
        <p className="text-sm break-all text-gray-700">{member.email}</p>
        <p className="text-sm text-gray-600">
          {member.last_sign_in_at
            ? `Laatst ingelogd: ${formatDateTime(member.last_sign_in_at)}`
            : member.invited_at
              ? `Uitgenodigd: ${formatDateTime(member.invited_at)}`
              : 'Nog niet ingelogd'}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Select<Role>
          label={`Rol van ${name}`}
          className="w-40"
          options={ROLE_OPTIONS}
          value={member.role}
          isDisabled={member.status === 'deactivated' || update.isPending}
          onChange={(role) => {
            if (role && role !== member.role) update.mutate({ id: member.id, patch: { role } });
          }}
        />
        {member.status === 'invited' && (
          <Button
            variant="secondary"
            isPending={reinvite.isPending}
            onPress={() => reinvite.mutate(member.id)}
          >
            Opnieuw uitnodigen
          </Button>
        )}
        {member.two_step_enabled && !isMe && <ResetTwoStepButton member={member} name={name} />}
        {member.status === 'deactivated' ? (
          <Button
            variant="secondary"
            onPress={() => update.mutate({ id: member.id, patch: { active: true } })}
          >
            Activeren
          </Button>
        ) : (
          !isMe && (
            <Button variant="secondary" onPress={() => setConfirming(true)}>
              Deactiveren
            </Button>
          )
        )}
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Collega deactiveren"
        confirmLabel="Deactiveren"
        isPending={update.isPending}
        onConfirm={() =>
          update.mutate(
            { id: member.id, patch: { active: false } },
            { onSettled: () => setConfirming(false) },
          )
        }
      >
        {`Weet je zeker dat je ${name} wilt deactiveren? ${ROLE_LABELS[member.role]} ${name} wordt direct overal uitgelogd en kan niet meer inloggen tot je het account weer activeert.`}
      </ConfirmDialog>
    </li>
  );
}
