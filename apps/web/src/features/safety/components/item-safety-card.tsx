import {
  type ItemSafetyModel,
  type itemSafetyEntrySchema,
  SAFETY_KIND_LABELS,
  SAFETY_KIND_VALUES,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { Select } from '../../../components/ui/select';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { apiGet, apiPatch, isApiError, type ResponseOf } from '../../../lib/api';
import { saveFailed, saveSucceeded } from '../../../lib/save-toast';

/** Per article: play device or attraction, and the instructions for use handed over with each rental. */
export function ItemSafetyCard({ itemId }: { itemId: number }) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['item-safety', itemId],
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof itemSafetyEntrySchema>>(`/item.safety/${itemId}`, { signal }),
    select: (data) => data.entry.model,
  });
  const save = useMutation({
    mutationFn: (body: Partial<Pick<ItemSafetyModel, 'safety_kind' | 'instructions'>>) =>
      apiPatch<ResponseOf<typeof itemSafetyEntrySchema>>(`/item.safety/${itemId}`, body),
    onSuccess: (data) => client.setQueryData(['item-safety', itemId], data),
  });
  const [kind, setKind] = useState<ItemSafetyModel['safety_kind']>('speeltoestel');
  const [text, setText] = useState('');
  useEffect(() => {
    if (!query.data) return;
    setKind(query.data.safety_kind);
    setText(query.data.instructions);
  }, [query.data]);

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <MessageBar tone="danger">{query.error.message}</MessageBar>;
  return (
    <Card title="Veiligheid en gebruiksaanwijzing">
      <form
        aria-label="Veiligheid van het artikel"
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { safety_kind: kind, instructions: text },
            {
              onSuccess: () => saveSucceeded('De gebruiksaanwijzing is opgeslagen.'),
              onError: (error) => saveFailed(isApiError(error) ? error.message : 'Opslaan is mislukt.'),
            },
          );
        }}
      >
        <Select
          label="Soort toestel"
          options={SAFETY_KIND_VALUES.map((id) => ({ id, label: SAFETY_KIND_LABELS[id] }))}
          value={kind}
          onChange={(value) => value && setKind(value)}
          description="Een attractietoestel (bijvoorbeeld een rodeostier) wordt periodiek gekeurd; zie de instellingen onder Keuringen."
          className="w-full sm:max-w-sm"
        />
        <TextField
          label="Gebruiksaanwijzing (met verankering en windgrens)"
          multiline
          rows={12}
          value={text}
          onChange={setText}
          description={
            query.data.instructions_is_default
              ? 'Dit is de standaardtekst; pas hem aan voor dit artikel.'
              : undefined
          }
        />
        <div>
          <Button type="submit" isPending={save.isPending}>
            Opslaan
          </Button>
        </div>
      </form>
    </Card>
  );
}
