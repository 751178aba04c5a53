/**
 * The send-mail form's checks, in a module of their own: importing the schema from the contracts
 * barrel in a dynamic import would put every schema of every feature in the chunk it loads.
 */
export { invoiceSendRequestSchema } from '@app/contracts';
