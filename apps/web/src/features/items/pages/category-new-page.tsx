import { type CategoryCreateRequest, categoryCreateRequestSchema } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormTextField } from '../../../components/ui/form-fields';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { fieldError } from '../../../lib/api-error';
import { useSubmission } from '../../../lib/use-submission';
import { useCreateCategory } from '../items-api';

export function CategoryNewPage() {
  const navigate = useNavigate();
  const create = useCreateCategory();
  const submission = useSubmission();
  const { control, handleSubmit, setError } = useForm<CategoryCreateRequest>({
    resolver: zodResolver(categoryCreateRequestSchema),
    defaultValues: { name: '' },
  });
  const serverNameError = fieldError(create.error, 'name');
  return (
    <div className="max-w-xl">
      <PageHeader title="Categorie toevoegen" />
      <Card>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit((values) =>
            submission.run(() =>
              create.mutateAsync(values).then(
                () => navigate('/items', { state: { message: 'De categorie is toegevoegd.' } }),
                (error: unknown) => {
                  const message = fieldError(error, 'name');
                  if (message) setError('name', { message });
                },
              ),
            ),
          )}
        >
          {create.error && !serverNameError && <MessageBar tone="danger">{create.error.message}</MessageBar>}
          <FormTextField control={control} name="name" label="Naam" autoFocus />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={() => void navigate('/items')}>
              Annuleren
            </Button>
            <Button type="submit" isPending={submission.busy}>
              Opslaan
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
