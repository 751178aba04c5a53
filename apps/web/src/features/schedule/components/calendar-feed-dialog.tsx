import { formatDateTime } from '@app/domain';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { Button, buttonClassName } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useCalendarFeed, useDeleteCalendarFeed, useRenewCalendarFeed } from '../schedule-api';

/**
 * "Agenda op je telefoon": a private iCalendar address per user for the calendar app of the
 * crew's phones. The server keeps only a hash of its secret, so the address is shown once, right
 * after it is made; a new one ends the old one (docs/decisions.md, Agenda).
 */
export function CalendarFeedButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        icon={<CalendarPlus className="size-4" aria-hidden />}
        onPress={() => setOpen(true)}
      >
        Agenda op je telefoon
      </Button>
      <Modal
        title="Agenda op je telefoon"
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={(close) => (
          <Button variant="secondary" onPress={close}>
            Sluiten
          </Button>
        )}
      >
        <CalendarFeedPanel />
      </Modal>
    </>
  );
}

function CalendarFeedPanel() {
  const feed = useCalendarFeed(true);
  const renew = useRenewCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [address, setAddress] = useState<string | null>(null);

  const make = () =>
    renew.mutate(undefined, {
      onSuccess: (data) => {
        const path = data.entry.model.path ?? '';
        setAddress(`${window.location.origin}${path}`);
      },
      onError: (error) => toast.error(`De agenda-link kon niet worden gemaakt. ${error.message}`),
    });

  if (feed.isPending) return <LoadingState />;
  if (feed.isError) return <MessageBar tone="danger">{feed.error.message}</MessageBar>;

  return (
    <div className="space-y-4">
      <p>
        Zet alle bezorgingen en ophalingen in de agenda-app van je telefoon (iPhone, Android, Outlook). De app
        haalt ze zelf op en werkt ze bij.
      </p>
      <p className="text-gray-600">
        De link is persoonlijk: iedereen met de link kan de afspraken zien. Je ziet hem alleen direct na het
        maken; met een nieuwe link werkt de oude niet meer.
      </p>

      {address ? (
        <div className="space-y-3">
          <TextField value={address} isReadOnly className="flex flex-col gap-1">
            <Label className="text-sm font-medium text-gray-900">Jouw agenda-link</Label>
            <Input
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs break-all text-gray-900 outline-none data-focused:ring-2 data-focused:ring-brand-500"
            />
          </TextField>
          <div className="flex flex-wrap gap-2">
            <CopyButton
              text={address}
              variant="primary"
              copiedMessage="De agenda-link is gekopieerd."
              failedMessage="Kopiëren lukte niet; selecteer de link en kopieer hem zelf."
            >
              Link kopiëren
            </CopyButton>
            <a href={address.replace(/^https?:/, 'webcal:')} className={buttonClassName('secondary', 'md')}>
              Openen in agenda-app
            </a>
          </div>
        </div>
      ) : feed.data.active ? (
        <div className="space-y-3">
          <MessageBar tone="info" live="none">
            Je hebt een agenda-link sinds{' '}
            {feed.data.created_at ? formatDateTime(feed.data.created_at) : 'eerder'}. Kwijt of in verkeerde
            handen? Maak een nieuwe; de oude werkt dan meteen niet meer.
          </MessageBar>
          <div className="flex flex-wrap gap-2">
            <Button onPress={make} isPending={renew.isPending}>
              Nieuwe link maken
            </Button>
            <Button
              variant="secondary"
              isPending={remove.isPending}
              onPress={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success('De agenda-link werkt niet meer.'),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              Link uitzetten
            </Button>
          </div>
        </div>
      ) : (
        <Button onPress={make} isPending={renew.isPending}>
          Link maken
        </Button>
      )}
    </div>
  );
}
