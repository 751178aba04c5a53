import type { OrderModel } from '@app/contracts';
import { reservationPeriodText } from '@app/domain';
import { Card } from '../../../components/ui/card';

/** What each package on the order brings: its articles (with serial numbers) to load. */
export function OrderBundlesCard({ order }: { order: OrderModel }) {
  if (order.bundles.length === 0) return null;
  return (
    <Card title="Pakketten">
      <ul className="flex flex-col gap-3 text-sm" aria-label="Pakketten van de order">
        {order.bundles.map((bundle) => {
          const parts = order.reservations.filter((r) => r.bundle_id === bundle.id && r.status === 'active');
          return (
            <li key={bundle.id}>
              <p className="font-medium text-gray-900">
                {bundle.quantity > 1 ? `${bundle.quantity} × ` : ''}
                {bundle.item.name}
              </p>
              <p className="text-gray-600">
                {reservationPeriodText(bundle.reserved_from, bundle.reserved_until)}
              </p>
              <p className="text-gray-700">
                Inladen:{' '}
                {parts
                  .map((r) =>
                    r.unit.item.type === 'sellable'
                      ? `${r.quantity} × ${r.unit.item.name}`
                      : `${r.unit.item.name}${r.unit.serial_number ? ` (${r.unit.serial_number})` : ''}`,
                  )
                  .join(', ')}
              </p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
