/** Creates honour an Idempotency-Key header: a repeat answers the first answer instead of running again. */
export { registerIdempotency } from './idempotency-plugin.ts';
