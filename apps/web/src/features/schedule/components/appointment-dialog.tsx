import type { JobModel } from '@app/contracts';
import {
  addressLines,
  addressQuery,
  formatLongDate,
  mapsDirectionsUrl,
  telHref,
  todayCalendarDate,
} from '@app/domain';
import { ImageOff, MapPin, Phone } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-aria-components';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { useCurrentUser } from '../../../lib/auth-session';
import { useMayOpen } from '../../auth';
import { LazyHandoverButton } from '../../safety';
import { LazyJobSignatureSection } from '../../signatures';
import { jobArticleOf } from '../job-labels';
import { JobCheckOff } from './job-check-off';
import { TravelChips } from './travel-chips';

// The papers' button loads with the dialog's first delivery, not with the agenda.
const HandoverButton = LazyHandoverButton;

// The signature pad and its dialog load with the first delivery's dialog, not with the agenda.
const JobSignatureSection = LazyJobSignatureSection;

const TITLES: Record<JobModel['type'], string> = {
  delivery: 'Details (Bezorging)',
  pickup: 'Details (Ophaling)',
};

/**
 * The appointment detail dialog (spec): contact details, product name, unit serial number,
 * product image and the expected window; call (only with a phone number), route and close.
 * React Aria's modal traps the focus and closes on Escape.
 */
export function AppointmentDialog({
  job,
  companyAddress,
  onClose,
}: {
  job: JobModel | null;
  /** Where the route starts; without it the maps app starts at the phone's position. */
  companyAddress: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      title={job ? TITLES[job.type] : ''}
      isOpen={job !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
      footer={(close) =>
        job ? <DialogButtons job={job} companyAddress={companyAddress} close={close} /> : null
      }
    >
      {job && <AppointmentDetails job={job} />}
    </Modal>
  );
}

function AppointmentDetails({ job }: { job: JobModel }) {
  const role = useCurrentUser()?.role ?? 'driver';
  // A driver sees the agenda only: no link that ends at "Geen toegang".
  const mayOpen = useMayOpen();
  const orderPath = `/orders/${job.order_uuid}`;
  const image = job.unit.item.images[0];
  const contact = job.contact;
  const lines = addressLines(contact);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-4">
        {image ? (
          <img
            src={image.thumbnail_url ?? image.url}
            alt={job.unit.item.name}
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-md border border-gray-200 object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label="Geen afbeelding"
            className="flex size-24 shrink-0 items-center justify-center rounded-md border border-dashed border-gray-300 text-gray-400"
          >
            <ImageOff className="size-8" aria-hidden />
          </div>
        )}
        <div className="min-w-0 space-y-1">
          <p className="text-base font-semibold break-words text-gray-900">{jobArticleOf(job)}</p>
          <p className="break-all text-gray-700">
            Serienummer: <span className="font-medium text-gray-900">{job.unit.serial_number ?? '—'}</span>
          </p>
          <p className="text-gray-700">{formatLongDate(job.date)}</p>
        </div>
      </div>

      <p className="rounded-md bg-gray-50 px-3 py-2 font-medium text-gray-900">
        Wordt verwacht tussen: {job.time} uur
      </p>

      {job.amount_due !== null && (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-900"
          data-testid="appointment-amount-due"
        >
          Te innen: <Money cents={job.amount_due} /> (contant)
        </p>
      )}

      <JobCheckOff key={job.id} job={job} />

      {job.notes && (
        <section aria-labelledby="appointment-notes" className="space-y-1">
          <h3 id="appointment-notes" className="text-sm font-semibold text-gray-900">
            Notities
          </h3>
          <p className="whitespace-pre-wrap text-gray-700 [overflow-wrap:anywhere]">{job.notes}</p>
        </section>
      )}

      {job.type === 'delivery' && (
        <section aria-labelledby="appointment-papers" className="space-y-2">
          <h3 id="appointment-papers" className="text-sm font-semibold text-gray-900">
            Gebruiksdocumenten
          </h3>
          <p className="text-sm text-gray-700">
            Gebruiksaanwijzing met verankering, het logboekblad voor de huurder en het certificaat: geef ze af
            bij de levering.
          </p>
          <Suspense fallback={null}>
            <HandoverButton orderId={job.order_id} />
          </Suspense>
        </section>
      )}

      {job.type === 'delivery' && (
        <Suspense fallback={null}>
          <JobSignatureSection
            jobId={job.id}
            what={jobArticleOf(job)}
            onOtherDay={
              role === 'driver' && job.date !== todayCalendarDate()
                ? 'Tekenen kan op de dag van de levering.'
                : null
            }
          />
        </Suspense>
      )}

      <section aria-labelledby="appointment-contact" className="space-y-1">
        <h3 id="appointment-contact" className="text-sm font-semibold text-gray-900">
          Contactgegevens
        </h3>
        <p className="font-medium break-words text-gray-900">{contact.display_name}</p>
        {lines.length > 0 ? (
          <address className="not-italic break-words text-gray-700">
            {lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            {contact.country && contact.country !== 'Nederland' && (
              <span className="block">{contact.country}</span>
            )}
          </address>
        ) : (
          <p className="text-gray-600">Geen adres bekend.</p>
        )}
        {contact.phone_number && (
          <p className="text-gray-700">
            Telefoon:{' '}
            <a
              href={telHref(contact.phone_number) ?? undefined}
              className="inline-flex min-h-11 items-center text-brand-700 hover:underline sm:min-h-0"
            >
              {contact.phone_number}
            </a>
          </p>
        )}
        {contact.email_address && (
          <p className="break-all text-gray-700">
            E-mail: <a href={`mailto:${contact.email_address}`}>{contact.email_address}</a>
          </p>
        )}
      </section>

      <div className="space-y-1">
        <p className="text-sm text-gray-600">Afstand en rijtijd vanaf het bedrijf</p>
        <TravelChips distance={job.distance} duration={job.duration} estimated={job.estimated} />
        {job.attribution && <p className="text-xs text-gray-600">{job.attribution}</p>}
      </div>
      {mayOpen(orderPath) ? (
        <p className="text-sm">
          <Link
            href={orderPath}
            className="inline-flex min-h-11 items-center text-brand-700 hover:underline sm:min-h-0"
          >
            Order #{job.order_id} bekijken
          </Link>
        </p>
      ) : (
        <p className="text-sm text-gray-700">Order #{job.order_id}</p>
      )}
    </div>
  );
}

function DialogButtons({
  job,
  companyAddress,
  close,
}: {
  job: JobModel;
  companyAddress: string | null;
  close: () => void;
}) {
  const tel = telHref(job.contact.phone_number);
  const destination = addressQuery(job.contact);
  return (
    <>
      {tel && (
        <a href={tel} className={buttonClassName('secondary', 'md')}>
          <Phone className="size-4" aria-hidden />
          Bellen
        </a>
      )}
      {destination ? (
        <a
          href={mapsDirectionsUrl({ origin: companyAddress, destination })}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName('secondary', 'md')}
        >
          <MapPin className="size-4" aria-hidden />
          Route opvragen
        </a>
      ) : (
        <Button variant="secondary" isDisabled icon={<MapPin className="size-4" aria-hidden />}>
          Route opvragen
        </Button>
      )}
      <Button onPress={close}>Sluiten</Button>
    </>
  );
}
