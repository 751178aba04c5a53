import type { RevenueGroup, revenueResponseSchema, utilizationResponseSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiGet, type ResponseOf, saveBlob } from '../../lib/api';
import type { ReportPeriod } from './report-period';

const periodQuery = (period: ReportPeriod) => ({ from: period.from, until: period.until });

export function useRevenue(period: ReportPeriod, group: RevenueGroup) {
  return useQuery({
    queryKey: ['reports', 'revenue', group, period.from, period.until],
    queryFn: async ({ signal }) =>
      (
        await apiGet<ResponseOf<typeof revenueResponseSchema>>('/reports.revenue', {
          signal,
          query: { ...periodQuery(period), group },
        })
      ).results,
    enabled: period.problem === null,
  });
}

export function useUtilization(period: ReportPeriod) {
  return useQuery({
    queryKey: ['reports', 'utilization', period.from, period.until],
    queryFn: async ({ signal }) =>
      (
        await apiGet<ResponseOf<typeof utilizationResponseSchema>>('/reports.utilization', {
          signal,
          query: periodQuery(period),
        })
      ).results,
    enabled: period.problem === null,
  });
}

/** Downloads the report's tables as XLSX; answers the file name. */
export async function downloadReport(period: ReportPeriod): Promise<string> {
  const { blob, filename } = await apiDownload('/reports.export', { query: periodQuery(period) });
  const name = filename ?? `rapportage-${period.from}-${period.until}.xlsx`;
  saveBlob(blob, name);
  return name;
}
