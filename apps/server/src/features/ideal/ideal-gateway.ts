import { createMollieClient, MollieApiError, type MollieClient, PaymentMethod } from '@mollie/api-client';
import type { MollieConfig } from '../../config.ts';

/** What the app needs of a payment provider: make an iDEAL payment and read one back. */
export type IdealGateway = {
  createPayment: (input: {
    amountCents: number;
    description: string;
    redirectUrl: string;
    /** Omitted for a local APP_URL: Mollie cannot call it (the return page reads the status then). */
    webhookUrl: string | null;
    metadata: Record<string, string>;
  }) => Promise<{ id: string; checkoutUrl: string }>;
  /** The payment as the provider has it now; null when it does not know the id (a foreign one). */
  getPayment: (id: string) => Promise<FetchedPayment | null>;
};

export type FetchedPayment = {
  id: string;
  /** open, pending, authorized, paid, canceled, expired, failed. */
  status: string;
  amountCents: number;
  currency: string;
  /** When it was paid (ISO), null while not paid. */
  paidAt: string | null;
};

/** Mollie's amount value ('12.30') from cents; exact, no floating point. */
export const mollieAmountOf = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Cents from Mollie's amount value; NaN for anything that is not a plain decimal amount. */
export const centsOfMollieAmount = (value: string) => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
};

/** A Mollie payment id: 'tr_' and letters/digits; anything else is never sent to Mollie. */
export const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]{4,64}$/;

/**
 * The port over the official client (@mollie/api-client), or null without MOLLIE_API_KEY (iDEAL
 * unavailable). MOLLIE_API_URL points the client elsewhere (the tests' loopback fake).
 */
export const createIdealGateway = (config: MollieConfig): IdealGateway | null => {
  if (!config.apiKey) return null;
  const client: MollieClient = createMollieClient({
    apiKey: config.apiKey,
    ...(config.apiUrl ? { apiEndpoint: config.apiUrl } : {}),
  });
  return {
    createPayment: async (input) => {
      const payment = await client.payments.create({
        amount: { currency: 'EUR', value: mollieAmountOf(input.amountCents) },
        description: input.description,
        redirectUrl: input.redirectUrl,
        ...(input.webhookUrl ? { webhookUrl: input.webhookUrl } : {}),
        method: PaymentMethod.ideal,
        metadata: input.metadata,
      });
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new Error('Mollie gaf geen betaalpagina');
      return { id: payment.id, checkoutUrl };
    },
    getPayment: async (id) => {
      if (!MOLLIE_PAYMENT_ID.test(id)) return null;
      try {
        const payment = await client.payments.get(id);
        return {
          id: payment.id,
          status: String(payment.status),
          amountCents: centsOfMollieAmount(payment.amount.value),
          currency: payment.amount.currency,
          paidAt: payment.paidAt ?? null,
        };
      } catch (error) {
        // Not this account's payment (or none at all): Mollie answers 404.
        if (error instanceof MollieApiError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
};
