import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { saveSucceeded } from '../../../lib/save-toast';
import { useSubmission } from '../../../lib/use-submission';
import { applyPersonServerErrors, PersonForm, personValuesOf, toPersonBody } from '../components/person-form';
import { contactsApi } from '../contacts-api';
import { displayNameOf } from '../display-name';
import { reportSaveError, useContact, useInvalidateContacts } from '../use-contacts';

export function PersonNewPage() {
  const { contactId } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidateContacts();
  const contact = useContact(contactId);
  const create = useMutation({ mutationFn: contactsApi.createPerson });
  const submission = useSubmission();
  const back = () => void navigate(`/contacts/${contact.data?.uuid ?? contactId}`);

  return (
    <>
      <PageHeader
        title="Contactpersoon toevoegen"
        description={contact.data ? displayNameOf(contact.data) : undefined}
      />
      {contact.isPending ? (
        <LoadingState />
      ) : contact.isError ? (
        <MessageBar tone="danger">{contact.error.message}</MessageBar>
      ) : (
        <PersonForm
          initialValues={personValuesOf()}
          isPending={submission.busy}
          onCancel={back}
          onSubmit={(values, setError) =>
            submission.run(() =>
              create.mutateAsync({ contact_id: contact.data.id, ...toPersonBody(values) }).then(
                () => {
                  void invalidate();
                  saveSucceeded('De contactpersoon is toegevoegd.');
                  return navigate(`/contacts/${contact.data.uuid}`);
                },
                (error: unknown) => {
                  applyPersonServerErrors(error, setError);
                  reportSaveError(error);
                },
              ),
            )
          }
        />
      )}
    </>
  );
}

export function PersonEditPage() {
  const { contactId, personId } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidateContacts();
  const contact = useContact(contactId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const person = contact.data?.people.find((p) => String(p.id) === personId);
  const back = () => void navigate(`/contacts/${contact.data?.uuid ?? contactId}`);
  const update = useMutation({
    mutationFn: (body: ReturnType<typeof toPersonBody>) => contactsApi.updatePerson(person?.id ?? 0, body),
  });
  const remove = useMutation({
    mutationFn: () => contactsApi.deletePerson(person?.id ?? 0),
    onSuccess: () => {
      setConfirmOpen(false);
      void invalidate();
      saveSucceeded('De contactpersoon is verwijderd.');
      back();
    },
    onError: (error) => reportSaveError(error, 'Verwijderen'),
  });

  return (
    <>
      <PageHeader
        title="Bewerk contactpersoon"
        description={contact.data ? displayNameOf(contact.data) : undefined}
        actions={
          person && (
            <Button
              variant="ghost"
              aria-label="Contactpersoon verwijderen"
              icon={<Trash2 className="size-5 text-red-600" aria-hidden />}
              onPress={() => setConfirmOpen(true)}
            />
          )
        }
      />
      {contact.isPending ? (
        <LoadingState />
      ) : contact.isError ? (
        <MessageBar tone="danger">{contact.error.message}</MessageBar>
      ) : !person ? (
        <MessageBar tone="danger">Deze contactpersoon bestaat niet (meer).</MessageBar>
      ) : (
        <>
          <PersonForm
            initialValues={personValuesOf(person)}
            isPending={update.isPending}
            onCancel={back}
            onSubmit={(values, setError) =>
              update.mutate(toPersonBody(values), {
                onSuccess: () => {
                  void invalidate();
                  saveSucceeded('De wijzigingen zijn opgeslagen.');
                  back();
                },
                onError: (error) => {
                  applyPersonServerErrors(error, setError);
                  reportSaveError(error);
                },
              })
            }
          />
          <ConfirmDialog
            isOpen={confirmOpen}
            onOpenChange={setConfirmOpen}
            title="Contactpersoon verwijderen"
            confirmLabel="Verwijderen"
            isPending={remove.isPending}
            onConfirm={() => remove.mutate()}
          >
            {`Weet je zeker dat je ${person.first_name} ${person.last_name} wilt verwijderen?`}
          </ConfirmDialog>
        </>
      )}
    </>
  );
}
