import type { ContactDetail } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { saveSucceeded } from '../../../lib/save-toast';
import { isStaleVersion, STALE_VERSION_MESSAGE } from '../../../lib/stale-version';
import { applyServerErrors, ContactForm, formValuesOf, toContactBody } from '../components/contact-form';
import { contactsApi } from '../contacts-api';
import { reportSaveError, useContact, useInvalidateContacts } from '../use-contacts';

export function ContactEditPage() {
  const { contactId } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidateContacts();
  const contact = useContact(contactId);
  // The contact as the form loaded it: a reload on focus does not reset what is being typed, and
  // the save carries this version. Refused as stale, the form starts over from the current data.
  const [loaded, setLoaded] = useState<ContactDetail | null>(null);
  const [stale, setStale] = useState(false);
  if (loaded === null && contact.data) setLoaded(contact.data);
  const base = loaded ?? contact.data ?? null;
  const initialValues = useMemo(() => (base ? formValuesOf(base) : null), [base]);
  const update = useMutation({
    mutationFn: (body: ReturnType<typeof toContactBody>) =>
      contactsApi.update(base?.id ?? 0, { ...body, version: base?.version }),
  });

  return (
    <>
      <PageHeader title="Bewerk contact" />
      {stale ? (
        <MessageBar tone="warning" className="mb-4" live="alert">
          <span data-testid="stale-notice">{STALE_VERSION_MESSAGE}</span>
        </MessageBar>
      ) : null}
      {contact.isPending ? (
        <LoadingState />
      ) : contact.isError ? (
        <MessageBar tone="danger">{contact.error.message}</MessageBar>
      ) : base && initialValues ? (
        <ContactForm
          key={base.version}
          mode="edit"
          initialValues={initialValues}
          isPending={update.isPending}
          onCancel={() => void navigate(`/contacts/${base.uuid}`)}
          onSubmit={(values, setError) => {
            update.mutate(toContactBody(values), {
              onSuccess: (saved) => {
                void invalidate();
                saveSucceeded('De wijzigingen zijn opgeslagen.');
                void navigate(`/contacts/${saved.uuid}`);
              },
              onError: async (error) => {
                if (isStaleVersion(error)) {
                  const fresh = await contact.refetch();
                  if (fresh.data) setLoaded(fresh.data);
                  setStale(true);
                  return;
                }
                applyServerErrors(error, setError);
                reportSaveError(error);
              },
            });
          }}
        />
      ) : null}
    </>
  );
}
