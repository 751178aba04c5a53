import type { OrderStatusValue, PaymentMethodValue } from '@app/contracts';
import { type AddressForm, inForm } from '@app/domain';
import type { AppContext } from '../../context.ts';

/**
 * How a customer of /boeken can pay: cash at the delivery always, iDEAL while the server has a
 * Mollie key (the same rule as the staff order form). The labels are the page's choices.
 */
export const bookingPaymentMethods = (ctx: AppContext) => [
  { method: 'cash' as const, label: 'Contant bij de levering' },
  ...(ctx.config.mollie.apiKey
    ? [{ method: 'ideal' as const, label: 'iDEAL (je krijgt een betaallink)' }]
    : []),
];

export const isPaymentOffered = (ctx: AppContext, method: PaymentMethodValue) =>
  bookingPaymentMethods(ctx).some((offered) => offered.method === method);

/**
 * "How to pay" in the mails and on the status page. An iDEAL link is given once the booking is
 * confirmed: paying for a request that may still be declined would mean a refund.
 */
export const paymentTextOf = (options: {
  method: PaymentMethodValue;
  status: OrderStatusValue;
  paid: boolean;
  payUrl: string | null;
  form: AddressForm;
}): string => {
  const say = inForm(options.form);
  if (options.status === 'cancelled') return 'Er hoeft niets betaald te worden.';
  if (options.paid) return say('Betaald. Dank je wel!', 'Betaald. Hartelijk dank!');
  if (options.method === 'cash')
    return say('Je betaalt contant bij de levering.', 'U betaalt contant bij de levering.');
  if (options.payUrl)
    return say('Je betaalt met iDEAL via de betaallink.', 'U betaalt met iDEAL via de betaallink.');
  if (options.status === 'pending')
    return say(
      'Je betaalt met iDEAL. De betaallink krijg je zodra we je boeking hebben bevestigd.',
      'U betaalt met iDEAL. De betaallink ontvangt u zodra wij uw boeking hebben bevestigd.',
    );
  return say(
    'Je betaalt met iDEAL. We sturen je de betaallink.',
    'U betaalt met iDEAL. Wij sturen u de betaallink.',
  );
};
