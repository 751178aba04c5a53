import type { DayRouteModel } from '@app/contracts';
import { formatDistance, formatDuration, telHref } from '@app/domain';
import { Navigation } from 'lucide-react';
import { Link } from 'react-aria-components';
import { Badge } from '../../../components/ui/badge';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { Money } from '../../../components/ui/money';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useMayOpen } from '../../auth';
import { JOB_TYPE_LABELS, JOB_TYPE_STYLES } from '../job-labels';

/**
 * The driver's day: the stops in a suggested order (time slots kept), the day's kilometres and
 * driving time from the company and back, and "Route van de dag" that opens the trip in a maps app.
 */
export function DayRouteCard({
  route,
  isPending,
  error,
}: {
  route: DayRouteModel | undefined;
  isPending: boolean;
  error: Error | null;
}) {
  return (
    <Card title="Rit van de dag" className="min-w-0">
      {isPending ? (
        <LoadingState label="Route berekenen…" />
      ) : error || !route ? (
        <MessageBar tone="danger">De route kon niet worden berekend. {error?.message}</MessageBar>
      ) : route.stops.length === 0 ? (
        <p className="text-sm text-gray-600">Geen ritten op deze dag.</p>
      ) : (
        <RouteDetails route={route} />
      )}
    </Card>
  );
}

/** Long notes are cut on the route list (the dialog shows them whole); line breaks become spaces. */
const NOTES_PREVIEW_LENGTH = 120;
const shortened = (notes: string) => {
  const flat = notes.replace(/\s+/g, ' ');
  return flat.length > NOTES_PREVIEW_LENGTH ? `${flat.slice(0, NOTES_PREVIEW_LENGTH).trimEnd()}…` : flat;
};

/** Where the company address is filled in (owner only). */
const IDENTITY_PATH = '/settings/identities';

function RouteDetails({ route }: { route: DayRouteModel }) {
  const mayOpen = useMayOpen();
  const parts = route.route_urls.length;
  const unlocated = new Set(route.unlocated);
  const allUnknown = route.distance === null;
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        {allUnknown ? (
          <p className="text-sm text-gray-600">
            Afstanden zijn nog niet bekend; de volgorde volgt de tijdsloten.
          </p>
        ) : (
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-900">
            <span>Totaal:</span>
            <Badge tone="info">{formatDistance(route.distance ?? 0)}</Badge>
            {route.duration !== null && <Badge tone="info">{formatDuration(route.duration)} rijden</Badge>}
            {route.estimated && <Badge tone="warning">geschat</Badge>}
          </p>
        )}
        {!allUnknown && unlocated.size > 0 && (
          <p className="text-sm text-gray-600">
            {unlocated.size === 1 ? '1 stop heeft' : `${unlocated.size} stops hebben`} geen bekende afstand en
            {unlocated.size === 1 ? ' telt' : ' tellen'} niet mee.
          </p>
        )}
        {!route.company_address && (
          <p className="text-sm text-gray-600">
            {mayOpen(IDENTITY_PATH) ? (
              <>
                Vul het bedrijfsadres in bij <Link href={IDENTITY_PATH}>Instellingen</Link> om de rit bij het
                bedrijf te laten beginnen en eindigen.
              </>
            ) : (
              'Zonder bedrijfsadres begint en eindigt de rit niet bij het bedrijf; de eigenaar vult het in bij Instellingen.'
            )}
          </p>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        {route.route_urls.map((url, i) => (
          <a
            key={url}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName(i === 0 ? 'primary' : 'secondary', 'md')}
          >
            <Navigation className="size-4" aria-hidden />
            {parts === 1 ? 'Route van de dag' : `Route van de dag (deel ${i + 1} van ${parts})`}
          </a>
        ))}
      </div>

      <ol aria-label="Voorgestelde volgorde" className="space-y-2">
        {route.stops.map((stop, i) => (
          <li key={stop.job_id} className="flex gap-3 text-sm">
            <span
              className={cn(
                'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white',
                stop.type === 'delivery' ? 'bg-green-700' : 'bg-amber-700',
              )}
              aria-hidden
            >
              {i + 1}
            </span>
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">
                <span className="sr-only">Stop {i + 1}: </span>
                {stop.contact_name}
              </p>
              <p className="text-gray-700">
                <span
                  className={cn('mr-1 inline-block size-2 rounded-full', JOB_TYPE_STYLES[stop.type].dot)}
                  aria-hidden
                />
                {JOB_TYPE_LABELS[stop.type]} · {stop.time} · {stop.item_name}
              </p>
              {stop.completed_at && <p className="font-medium text-green-800">Afgerond</p>}
              <p className="break-words text-gray-600">{stop.address ?? 'Geen adres bekend'}</p>
              {stop.phone_number && (
                <p className="text-gray-700">
                  <a
                    href={telHref(stop.phone_number) ?? undefined}
                    // A tap target of 44 px on a phone; inline from 640 px.
                    className="inline-flex min-h-11 items-center text-brand-700 hover:underline sm:min-h-0"
                  >
                    {stop.phone_number}
                  </a>
                </p>
              )}
              {stop.amount_due !== null && (
                <p className="font-semibold text-amber-900">
                  Te innen: <Money cents={stop.amount_due} />
                </p>
              )}
              {stop.notes && (
                <p className="text-gray-700 [overflow-wrap:anywhere]" title={stop.notes}>
                  Notities: {shortened(stop.notes)}
                </p>
              )}
              {stop.leg_distance === 0 && i > 0 ? (
                <p className="text-gray-600">Zelfde adres als de vorige stop</p>
              ) : (
                stop.leg_distance !== null && (
                  <p className="text-gray-600">
                    {formatDistance(stop.leg_distance)}
                    {stop.leg_duration !== null && `, ${formatDuration(stop.leg_duration)}`} vanaf{' '}
                    {i === 0 ? 'het bedrijf' : 'de vorige stop'}
                  </p>
                )
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
