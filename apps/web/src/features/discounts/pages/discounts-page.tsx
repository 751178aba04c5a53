import { DISCOUNT_MESSAGES } from '@app/contracts';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { QueryTabs, useQueryTab } from '../../../components/ui/tabs';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { DiscountCard, PromotionCard } from '../components/discount-cards';
import { useDiscounts, usePromotions } from '../discounts-api';

const TABS = ['discounts', 'promotions'] as const;
type TabId = (typeof TABS)[number];

const ADD: Record<TabId, { to: string; label: string }> = {
  discounts: { to: '/discounts/new', label: 'Kortingsactie toevoegen' },
  promotions: { to: '/discounts/promotions/new', label: 'Promotie toevoegen' },
};

/** /discounts: the tabs Kortingsacties and Promoties (?view=), each with Actief and Verlopen. */
export function DiscountsPage() {
  useFlashMessage();
  const [tab] = useQueryTab(TABS, 'discounts');
  const add = ADD[tab];
  return (
    <div>
      <PageHeader
        title="Kortingsacties"
        actions={
          <Link to={add.to} className={buttonClassName('primary')}>
            <Plus className="size-4" aria-hidden />
            {add.label}
          </Link>
        }
      />
      <QueryTabs<TabId>
        aria-label="Kortingsacties en promoties"
        defaultTab="discounts"
        tabs={[
          { id: 'discounts', label: 'Kortingsacties', content: <DiscountsTab /> },
          { id: 'promotions', label: 'Promoties', content: <PromotionsTab /> },
        ]}
      />
    </div>
  );
}

function DiscountsTab() {
  const discounts = useDiscounts();
  if (discounts.isPending) return <LoadingState />;
  if (discounts.isError) return <MessageBar tone="danger">{discounts.error.message}</MessageBar>;
  const cards = (expired: boolean) =>
    discounts.data
      .filter((discount) => discount.expired === expired)
      .map((discount) => (
        <li key={discount.uuid} className="min-w-0">
          <DiscountCard discount={discount} />
        </li>
      ));
  return <Sections active={cards(false)} expired={cards(true)} idPrefix="discounts" />;
}

function PromotionsTab() {
  const promotions = usePromotions();
  if (promotions.isPending) return <LoadingState />;
  if (promotions.isError) return <MessageBar tone="danger">{promotions.error.message}</MessageBar>;
  const cards = (expired: boolean) =>
    promotions.data
      .filter((promotion) => promotion.expired === expired)
      .map((promotion) => (
        <li key={promotion.uuid} className="min-w-0">
          <PromotionCard promotion={promotion} />
        </li>
      ));
  return <Sections active={cards(false)} expired={cards(true)} idPrefix="promotions" />;
}

function Sections({
  active,
  expired,
  idPrefix,
}: {
  active: ReactNode[];
  expired: ReactNode[];
  idPrefix: string;
}) {
  return (
    <div className="flex flex-col gap-8">
      <Section id={`${idPrefix}-active`} title="Actief" cards={active} />
      <Section id={`${idPrefix}-expired`} title="Verlopen" cards={expired} />
    </div>
  );
}

/** Spec: the empty text is "Er zijn geen actieve kortingsacties.", also for empty expired lists. */
function Section({ id, title, cards }: { id: string; title: string; cards: ReactNode[] }) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {cards.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white px-4 py-8 text-center text-sm text-gray-600">
          {DISCOUNT_MESSAGES.emptyList}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{cards}</ul>
      )}
    </section>
  );
}
