import type { dashboardTodaySchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, type ResponseOf } from '../../lib/api';

export const DASHBOARD_KEY = ['dashboard', 'today'] as const;

/** How often Vandaag asks again while it is open: the figures change as the day's work is done. */
export const DASHBOARD_POLL_MS = 60_000;

/**
 * The day in one look. Polled once a minute (not faster: every tab of every colleague asks) and
 * read again whenever the tab gets focus, so a screen left open in the morning stays true.
 */
export function useDashboardToday() {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => apiGet<ResponseOf<typeof dashboardTodaySchema>>('/dashboard.today', { signal }),
    refetchInterval: DASHBOARD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}
