import type {
  calendarFeedEntrySchema,
  dayRouteEntrySchema,
  jobCompletionEntrySchema,
  jobsViewSchema,
  jobTimelineSchema,
} from '@app/contracts';
import { addCalendarDays } from '@app/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, type ResponseOf } from '../../lib/api';

export const scheduleKeys = {
  all: ['schedule'] as const,
  week: (monday: string) => ['schedule', 'week', monday] as const,
  timeline: (date: string) => ['schedule', 'timeline', date] as const,
  route: (date: string) => ['schedule', 'route', date] as const,
  feed: ['schedule', 'calendar-feed'] as const,
};

/** The jobs of the week starting on `monday` (at the agenda's end, up to 2100-12-31). */
export function useWeekJobs(monday: string) {
  return useQuery({
    queryKey: scheduleKeys.week(monday),
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof jobsViewSchema>>('/jobs.view', {
        query: { from: monday, until: minDay(addCalendarDays(monday, 6), '2100-12-31') },
        signal,
      }),
    // The previous week stays on screen while the next one loads: no flash of empty columns.
    placeholderData: keepPreviousData,
  });
}

const minDay = (a: string, b: string) => (a < b ? a : b);

export function useTimeline(date: string | null) {
  return useQuery({
    queryKey: scheduleKeys.timeline(date ?? ''),
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof jobTimelineSchema>>(`/job.timeline/${date}`, { signal }),
    enabled: date !== null,
  });
}

export function useDayRoute(date: string | null) {
  return useQuery({
    queryKey: scheduleKeys.route(date ?? ''),
    queryFn: ({ signal }) => apiGet<ResponseOf<typeof dayRouteEntrySchema>>(`/job.route/${date}`, { signal }),
    select: (data) => data.entry.model,
    enabled: date !== null,
  });
}

export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: scheduleKeys.feed,
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof calendarFeedEntrySchema>>('/calendar_feed.view', { signal }),
    select: (data) => data.entry.model,
    enabled,
  });
}

/** A new secret feed address (the old one stops working); the answer holds the address once. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<ResponseOf<typeof calendarFeedEntrySchema>>('/calendar_feed.renew'),
    onSuccess: (data) => {
      const { active, created_at } = data.entry.model;
      queryClient.setQueryData(scheduleKeys.feed, { entry: { model: { active, created_at } } });
    },
  });
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete<ResponseOf<typeof calendarFeedEntrySchema>>('/calendar_feed.delete'),
    onSuccess: (data) => queryClient.setQueryData(scheduleKeys.feed, data),
  });
}

type JobCompletion = ResponseOf<typeof jobCompletionEntrySchema>['entry']['model'];

/** After a check-off (or its undo): the agenda, the order and its invoice read again. */
function useJobCompletionMutation<V>(mutationFn: (vars: V) => Promise<JobCompletion>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}

/** The driver ticks a job off, optionally with the cash received (cents). */
export const useCompleteJob = () =>
  useJobCompletionMutation(
    async ({ id, cash }: { id: string; cash: number | null }) =>
      (
        await apiPost<ResponseOf<typeof jobCompletionEntrySchema>>(
          `/job.complete/${id}`,
          cash === null ? {} : { cash_received: cash },
        )
      ).entry.model,
  );

export const useUndoJobCompletion = () =>
  useJobCompletionMutation(
    async (id: string) =>
      (await apiDelete<ResponseOf<typeof jobCompletionEntrySchema>>(`/job.complete/${id}`)).entry.model,
  );
