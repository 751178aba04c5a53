import type { TeamMember, twoStepMessageResponseSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiPost, type ResponseOf } from '../../../lib/api';
import { saveFailed, saveSucceeded } from '../../../lib/save-toast';
import { saveErrorText } from '../settings-api';
import { TEAM_QUERY_KEY } from '../team-api';

/** The owner's "Tweestapsverificatie resetten" for a colleague who lost their phone and codes. */
export function ResetTwoStepButton({ member, name }: { member: TeamMember; name: string }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () =>
      apiPost<ResponseOf<typeof twoStepMessageResponseSchema>>(`/user.two_step_reset/${member.id}`),
    onSuccess: () => {
      saveSucceeded(`De tweestapsverificatie van ${name} is gereset.`);
      void queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
    },
    onError: (error) => saveFailed(saveErrorText(error)),
    onSettled: () => setConfirming(false),
  });
  return (
    <>
      <Button variant="secondary" onPress={() => setConfirming(true)}>
        Tweestapsverificatie resetten
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Tweestapsverificatie resetten"
        confirmLabel="Resetten"
        isPending={reset.isPending}
        onConfirm={() => reset.mutate()}
      >
        {`Weet je zeker dat je de tweestapsverificatie van ${name} wilt resetten? ${name} wordt overal uitgelogd, logt daarna in met alleen het wachtwoord en kan tweestapsverificatie opnieuw instellen.`}
      </ConfirmDialog>
    </>
  );
}
