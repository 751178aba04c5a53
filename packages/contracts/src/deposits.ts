import { z } from 'zod';
import { isoDateResponseSchema, isoDateSchema } from './common.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './common-constants.ts';
import { DEPOSIT_MESSAGES, DEPOSIT_RETURN_METHODS } from './deposits-constants.ts';

/** POST /order.deposit_return/{id}: what went back of the borg; the rest is kept with a reason. */
export const orderDepositReturnRequestSchema = z.object({
  /** Cents returned (0 keeps it all). */
  amount: z
    .number({ error: DEPOSIT_MESSAGES.amountInvalid })
    .int(DEPOSIT_MESSAGES.amountInvalid)
    .min(0, DEPOSIT_MESSAGES.amountInvalid)
    .max(100_000_000, DEPOSIT_MESSAGES.amountInvalid),
  paid_on: isoDateSchema,
  method: z.enum(DEPOSIT_RETURN_METHODS, { error: DEPOSIT_MESSAGES.methodInvalid }),
  /** Why part (or all) was kept; required when less than what was received goes back. */
  withheld_reason: z
    .string()
    .trim()
    .max(500, DEPOSIT_MESSAGES.reasonTooLong)
    .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type OrderDepositReturnRequest = z.input<typeof orderDepositReturnRequestSchema>;

/** An order's borg: asked, received (of the invoice's payments), returned and kept. */
export const orderDepositSchema = z.object({
  /** Cents asked (the "Borg …" lines); 0: none. */
  amount: z.number().int(),
  /** Cents received so far (payments count towards the borg first, at most the borg). */
  received: z.number().int(),
  /** Cents still held: received and not yet settled. */
  held: z.number().int(),
  /** The first day it may go back: the last pickup day of the order. */
  returnable_from: isoDateResponseSchema.nullable(),
  returned: z
    .object({
      amount: z.number().int(),
      withheld: z.number().int(),
      withheld_reason: z.string().nullable(),
      paid_on: isoDateResponseSchema,
      method: z.enum(DEPOSIT_RETURN_METHODS),
    })
    .nullable(),
});
export type OrderDeposit = z.infer<typeof orderDepositSchema>;
