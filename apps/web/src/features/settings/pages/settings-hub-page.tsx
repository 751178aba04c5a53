import type { Role } from '@app/contracts';
import {
  Building2,
  ChevronRight,
  ClipboardCheck,
  Globe,
  HandCoins,
  Hash,
  History,
  Tags,
  Truck,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/auth-session';

type Card = { to: string; title: string; description: string; icon: ReactNode; ownerOnly?: boolean };

const CARDS: readonly Card[] = [
  {
    to: '/settings/identities',
    title: 'Bedrijfsgegevens',
    description: 'Logo, naam, adres, KvK, btw en bankgegevens voor op je facturen.',
    icon: <Building2 className="size-6" aria-hidden />,
    ownerOnly: true,
  },
  {
    to: '/settings/numbering',
    title: 'Nummering',
    description: 'Het sjabloon en het volgende nummer van je facturen, en de standaardreden voor 0% btw.',
    icon: <Hash className="size-6" aria-hidden />,
    ownerOnly: true,
  },
  {
    to: '/settings/fees',
    title: 'Transportkosten',
    description: 'Kosten per kilometer voor bezorgen en ophalen, en de gratis kilometers.',
    icon: <Truck className="size-6" aria-hidden />,
  },
  {
    to: '/settings/prices',
    title: 'Prijzen',
    description: 'Staffel voor meer dagen, de prijs van een extra dag en het weekendtarief.',
    icon: <Tags className="size-6" aria-hidden />,
  },
  {
    to: '/settings/payments',
    title: 'Betalingen en herinneringen',
    description:
      'iDEAL-aanbetaling voor nieuwe orders, automatische herinneringen en aanmaningen, en of mails je of u zeggen.',
    icon: <HandCoins className="size-6" aria-hidden />,
  },
  {
    to: '/settings/inspections',
    title: 'Keuringen',
    description: 'Hoe vaak toestellen gekeurd moeten worden, en waarschuwen of blokkeren als dat te laat is.',
    icon: <ClipboardCheck className="size-6" aria-hidden />,
  },
  {
    to: '/settings/online-booking',
    title: 'Online boeken',
    description:
      'Reserveringstermijn, voorwaarden, de link naar je boekingspagina en de code voor je website.',
    icon: <Globe className="size-6" aria-hidden />,
  },
  {
    to: '/settings/users',
    title: 'Gebruikers',
    description: 'Collega’s uitnodigen, hun rol kiezen en toegang stoppen.',
    icon: <UsersRound className="size-6" aria-hidden />,
    ownerOnly: true,
  },
  {
    to: '/settings/history',
    title: 'Geschiedenis',
    description: 'Wie wat wanneer heeft gewijzigd aan facturen, orders, contacten en instellingen.',
    icon: <History className="size-6" aria-hidden />,
    ownerOnly: true,
  },
];

const cardsFor = (role: Role) => CARDS.filter((card) => role === 'owner' || !card.ownerOnly);

/**
 * /settings: cards leading to company details, numbering, transport costs and (for the owner)
 * colleagues; Kantoor sees only the cards its role may change.
 */
export function SettingsHubPage() {
  const role = useCurrentUser()?.role ?? 'driver';
  return (
    <>
      <PageHeader title="Instellingen" />
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {cardsFor(role).map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="group flex h-full items-start gap-4 rounded-lg border border-gray-200 bg-white p-5 no-underline shadow-xs outline-none transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <span className="rounded-md bg-brand-50 p-2 text-brand-700">{card.icon}</span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex items-center justify-between text-base font-semibold text-gray-900">
                  {card.title}
                  <ChevronRight className="size-4 text-gray-400 group-hover:text-brand-600" aria-hidden />
                </span>
                <span className="text-sm text-gray-600">{card.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
