import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { saveSucceeded } from '../../../lib/save-toast';
import { useSubmission } from '../../../lib/use-submission';
import { applyServerErrors, ContactForm, emptyContactForm, toContactBody } from '../components/contact-form';
import { contactsApi } from '../contacts-api';
import { displayNameOf } from '../display-name';
import { reportSaveError, useInvalidateContacts } from '../use-contacts';

export function ContactNewPage() {
  const navigate = useNavigate();
  const invalidate = useInvalidateContacts();
  const create = useMutation({ mutationFn: contactsApi.create });
  const submission = useSubmission();

  return (
    <>
      <PageHeader title="Contact toevoegen" />
      <ContactForm
        mode="create"
        initialValues={emptyContactForm}
        isPending={submission.busy}
        onCancel={() => void navigate('/contacts')}
        onSubmit={(values, setError) => {
          const person =
            values.contact_type === 'business' && values.person_first_name && values.person_last_name
              ? { first_name: values.person_first_name, last_name: values.person_last_name }
              : null;
          return submission.run(() =>
            create.mutateAsync({ ...toContactBody(values), person }).then(
              (contact) => {
                void invalidate();
                saveSucceeded(`${displayNameOf(contact)} is toegevoegd.`);
                return navigate(`/contacts/${contact.uuid}`);
              },
              (error: unknown) => {
                applyServerErrors(error, setError);
                reportSaveError(error);
              },
            ),
          );
        }}
      />
    </>
  );
}
