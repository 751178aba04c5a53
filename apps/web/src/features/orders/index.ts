/** Rental orders. What other features show of an order. */
export { OrderStatusBadge } from './components/order-status-badge';
