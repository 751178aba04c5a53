import { DEPOSIT_RETURN_METHOD_LABELS, type OrderModel } from '@app/contracts';
import { formatDisplayDate, formatMoney, todayCalendarDate } from '@app/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { loadOnIntent } from '../../../lib/load-on-intent';

// The form (date picker, select, dialog) loads when the button is pointed at or pressed.
const loadDialog = () => import('./deposit-return-dialog');
const DepositReturnDialog = lazy(() => loadDialog().then((m) => ({ default: m.DepositReturnDialog })));

/** "Borg: € 50,00 ontvangen, € 50,00 terugbetaald op 13 dec. 2026 (Overboeking)", or what is still to do. */
export const depositStatusText = (deposit: OrderModel['deposit']): string => {
  const received = formatMoney(deposit.received);
  const { returned } = deposit;
  if (returned) {
    const back = `Borg: ${received} ontvangen, ${formatMoney(returned.amount)} terugbetaald op ${formatDisplayDate(returned.paid_on)} (${DEPOSIT_RETURN_METHOD_LABELS[returned.method]})`;
    return returned.withheld > 0
      ? `${back}; ${formatMoney(returned.withheld)} ingehouden: ${returned.withheld_reason ?? ''}`
      : back;
  }
  if (deposit.received === 0) return `Borg: ${formatMoney(deposit.amount)}, nog niet ontvangen`;
  return `Borg: ${received} ontvangen, nog niet terugbetaald`;
};

/** The order's borg and, once it was received and the goods are back, "Borg terugbetalen". */
export function OrderDepositCard({ order }: { order: OrderModel }) {
  const [open, setOpen] = useState(false);
  const { deposit } = order;
  if (deposit.amount === 0) return null;
  const from = deposit.returnable_from;
  const tooEarly = from !== null && from > todayCalendarDate();
  const canReturn = !deposit.returned && deposit.received > 0 && order.status !== 'cancelled';
  return (
    <Card title="Borg">
      <div className="flex flex-col gap-3 text-sm">
        <p data-testid="deposit-status">{depositStatusText(deposit)}</p>
        {canReturn ? (
          <div className="flex flex-col items-start gap-1">
            <Button
              variant="secondary"
              isDisabled={tooEarly}
              {...loadOnIntent(loadDialog)}
              onPress={() => setOpen(true)}
            >
              Borg terugbetalen
            </Button>
            {tooEarly && from ? (
              <p className="text-gray-600">Kan terug na het ophalen, vanaf {formatDisplayDate(from)}.</p>
            ) : null}
          </div>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <DepositReturnDialog order={order} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
