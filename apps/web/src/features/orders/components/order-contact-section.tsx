import type { Contact } from '@app/contracts';
import { ORDER_MESSAGES } from '@app/contracts';
import { UserSearch } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { Spinner } from '../../../components/ui/spinner';
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

const tabClass =
  '-mb-px min-h-11 cursor-default border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-600 outline-none data-hovered:text-gray-900 data-selected:border-brand-600 data-selected:text-brand-700 data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-focus-visible:ring-inset sm:min-h-0';

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
      <Tabs selectedKey={order.tab} onSelectionChange={(key) => order.setTab(String(key) as ContactTab)}>
        <TabList aria-label="Contact" className="flex gap-1 overflow-x-auto border-b border-gray-200">
          <Tab id="contact_exists" className={tabClass}>
            Bestaand contact
          </Tab>
          <Tab id="contact_new" className={tabClass}>
            Nieuw contact
          </Tab>
        </TabList>
        <TabPanel id="contact_exists" className="pt-4 outline-none">
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
                errors={{ ...(order.tried ? order.completionErrors : {}), ...order.completionServerErrors }}
                onChange={(field, value) => {
                  order.setContactUpdate((values) => ({ ...values, [field]: value }));
                  order.clearCompletionServerError(field);
                }}
              />
            )}
          </Card>
        </TabPanel>
        <TabPanel id="contact_new" className="flex flex-col gap-6 pt-4 outline-none">
          <Suspense fallback={<Spinner />}>
            <ContactFormFields control={order.form.control} mode="create" />
          </Suspense>
        </TabPanel>
      </Tabs>
      {pickerUsed ? (
        <Suspense fallback={null}>
          <ContactPickerDialog isOpen={pickerOpen} onOpenChange={setPickerOpen} onPick={order.setContact} />
        </Suspense>
      ) : null}
    </>
  );
}
