import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { saveSucceeded } from '../../../lib/save-toast';
import { applyServerErrors, ContactForm, formValuesOf, toContactBody } from '../components/contact-form';
import { contactsApi } from '../contacts-api';
import { reportSaveError, useContact, useInvalidateContacts } from '../use-contacts';

export function ContactEditPage() {
  const { contactId } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidateContacts();
  const contact = useContact(contactId);
  const initialValues = useMemo(() => (contact.data ? formValuesOf(contact.data) : null), [contact.data]);
  const update = useMutation({
    mutationFn: (body: ReturnType<typeof toContactBody>) => contactsApi.update(contact.data?.id ?? 0, body),
  });

  return (
    <>
      <PageHeader title="Bewerk contact" />
      {contact.isPending ? (
        <LoadingState />
      ) : contact.isError ? (
        <MessageBar tone="danger">{contact.error.message}</MessageBar>
      ) : initialValues ? (
        <ContactForm
          mode="edit"
          initialValues={initialValues}
          isPending={update.isPending}
          onCancel={() => void navigate(`/contacts/${contact.data.uuid}`)}
          onSubmit={(values, setError) =>
            update.mutate(toContactBody(values), {
              onSuccess: (saved) => {
                void invalidate();
                saveSucceeded('De wijzigingen zijn opgeslagen.');
                void navigate(`/contacts/${saved.uuid}`);
              },
              onError: (error) => {
                applyServerErrors(error, setError);
                reportSaveError(error);
              },
            })
          }
        />
      ) : null}
    </>
  );
}
