import type { DiscountModel, PromotionModel } from '@app/contracts';
import { ChevronRight, Tag, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DiscountStatusBadge } from './discount-status-badge';

export const itemCountText = (count: number) => (count === 1 ? '1 artikel' : `${count} artikelen`);

/**
 * A card that opens `to` as a whole (a stretched link over the card); the badge sits above the
 * link so its tooltip can be reached by hover and keyboard.
 */
function RecordCard({
  to,
  title,
  icon,
  badge,
  children,
  testId,
}: {
  to: string;
  title: string;
  icon: ReactNode;
  badge: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <article
      data-testid={testId}
      className="group relative flex h-full flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 shadow-xs transition-colors hover:border-brand-300 hover:bg-brand-50/40"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="flex min-w-0 items-center gap-2 text-base font-semibold text-gray-900">
          <span className="shrink-0 rounded-md bg-brand-50 p-1.5 text-brand-700">{icon}</span>
          {/* The whole card opens `to`; on a phone the link itself is 44 px high too, its negative
              margin keeping the card as it was. */}
          <Link
            to={to}
            className="-my-2.5 min-w-11 truncate rounded py-2.5 outline-none sm:my-0 sm:min-w-0 sm:py-0 after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
          >
            {title}
          </Link>
        </h3>
        {badge}
      </div>
      <div className="flex items-end justify-between gap-3 text-sm text-gray-600">
        <div className="min-w-0">{children}</div>
        <ChevronRight className="size-4 shrink-0 text-gray-400 group-hover:text-brand-600" aria-hidden />
      </div>
    </article>
  );
}

/** Korting: {value}%, Actief/Verlopen with the expiry in a tooltip, and how many articles. */
export function DiscountCard({ discount }: { discount: DiscountModel }) {
  const names = discount.items.map((item) => item.name || 'Naamloos artikel').join(', ');
  return (
    <RecordCard
      to={`/discounts/${discount.uuid}/edit`}
      title={`Korting: ${discount.value}%`}
      icon={<Tag className="size-4" aria-hidden />}
      badge={<DiscountStatusBadge record={discount} />}
      testId="discount-card"
    >
      <p className="font-medium text-gray-800">{itemCountText(discount.item_count)}</p>
      {names && (
        <p className="truncate text-gray-600" title={names}>
          {names}
        </p>
      )}
    </RecordCard>
  );
}

/** The code and "Ontvang {value}% korting". */
export function PromotionCard({ promotion }: { promotion: PromotionModel }) {
  return (
    <RecordCard
      to={`/discounts/promotions/${promotion.uuid}/edit`}
      title={promotion.promo_code}
      icon={<Ticket className="size-4" aria-hidden />}
      badge={<DiscountStatusBadge record={promotion} />}
      testId="promotion-card"
    >
      <p>Ontvang {promotion.value}% korting</p>
    </RecordCard>
  );
}
