import type { Contact } from '@app/contracts';
import { ORDER_MESSAGES } from '@app/contracts';
import { UserSearch } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { loadOnIntent } from '../../../lib/load-on-intent';
import { useBackClosesDialog } from '../../../lib/use-back-closes-dialog';
import { LazyContactFormFields } from '../../contacts';
import { type ContactTab, contactOf, type OrderFormState } from '../use-order-form';
import { contactAddressText } from './contact-address-text';
import { ContactCompletion } from './contact-completion';

// The picker (search, list box, dialog) loads when its button is pointed at or pressed.
const loadPickerDialog = () => import('./contact-picker-dialog');
const ContactPickerDialog = lazy(() => loadPickerDialog().then((m) => ({ default: m.ContactPickerDialog })));

// The new-contact fields (with the country list) show on the second tab only.
const ContactFormFields = LazyContactFormFields;

/** The contact's number, name and address (and e-mail) as the form shows the chosen one. */
function ChosenContact({ contact, withEmail }: { contact: Contact; withEmail: boolean }) {
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="chosen-contact">
      <p className="font-medium text-gray-900">
        <span className="text-gray-500 tabular-nums">#{contact.id}</span> {contact.display_name}
      </p>
      <p className="text-gray-600">{contactAddressText(contact) || 'Geen adres'}</p>
      {withEmail && <p className="text-gray-600">{contact.email_address ?? 'Geen e-mailadres'}</p>}
    </div>
  );
}

/**
 * The order form's first part: an existing contact (picked, completed in place where it lacks
 * what an order needs) or a new one. Changing an order shows its contact, which stays.
 */
export function OrderContactSection({ order }: { order: OrderFormState }) {
  const [pickerOpen, setPickerOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own exit and focus return.
  const [pickerUsed, setPickerUsed] = useState(false);
  // Browser Back with the picker open closes the picker, not the page.
  useBackClosesDialog(pickerOpen, () => setPickerOpen(false));
  const { contact, initial } = order;
  if (initial) {
    return (
      <Card title="Contact">
        <ChosenContact contact={contact ?? contactOf(initial)} withEmail={false} />
      </Card>
    );
  }
  return (
    <>
      <Tabs<ContactTab>
        aria-label="Contact"
        selected={order.tab}
        onSelect={order.setTab}
        panelClassName={order.tab === 'contact_new' ? 'flex flex-col gap-6' : undefined}
        tabs={[
          {
            id: 'contact_exists',
            label: 'Bestaand contact',
            content: (
              <Card
                title="Contact"
                actions={
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<UserSearch className="size-4" aria-hidden />}
                    {...loadOnIntent(loadPickerDialog)}
                    onPress={() => {
                      setPickerUsed(true);
                      setPickerOpen(true);
                    }}
                  >
                    {contact ? 'Ander contact kiezen' : 'Contact kiezen'}
                  </Button>
                }
              >
                {contact ? (
                  <ChosenContact contact={contact} withEmail />
                ) : (
                  <p className="text-sm text-gray-600">{ORDER_MESSAGES.noContactSelected}</p>
                )}
                {order.contactError && (
                  <MessageBar tone={contact ? 'warning' : 'danger'} className="mt-3" live="status">
                    {order.contactError}
                  </MessageBar>
                )}
                {contact && order.completing && !contact.deleted_at && (
                  <ContactCompletion
                    contact={contact}
                    values={order.contactUpdate}
                    errors={{
                      ...(order.tried ? order.completionErrors : {}),
                      ...order.completionServerErrors,
                    }}
                    onChange={(field, value) => {
                      order.setContactUpdate((values) => ({ ...values, [field]: value }));
                      order.clearCompletionServerError(field);
                    }}
                  />
                )}
              </Card>
            ),
          },
          {
            id: 'contact_new',
            label: 'Nieuw contact',
            content: (
              <Suspense fallback={<Spinner />}>
                <ContactFormFields control={order.form.control} mode="create" />
              </Suspense>
            ),
          },
        ]}
      />
      {pickerUsed ? (
        <Suspense fallback={null}>
          <ContactPickerDialog isOpen={pickerOpen} onOpenChange={setPickerOpen} onPick={order.setContact} />
        </Suspense>
      ) : null}
    </>
  );
}
