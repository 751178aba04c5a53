/** Online booking requests: the badge in the navigation and the decision on an order's page. */
export { BookingDecision } from './components/booking-decision';
export {
  NEW_REQUESTS_PATH,
  NewRequestsBadge,
  NewRequestsCount,
  useNewRequestCount,
} from './components/new-requests-badge';
