import type {
  certificateEntrySchema,
  incidentEntrySchema,
  logEntryEntrySchema,
  unitBlockResponseSchema,
  unitsSafetyResponseSchema,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiGet, apiPost, type ResponseOf, saveBlob } from '../../lib/api';
import { itemKeys } from '../items';

/** After any write to a unit's file: its page and the lists re-read (a block changes availability). */
function useInvalidateSafety() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: itemKeys.all }),
      client.invalidateQueries({ queryKey: ['units-safety'] }),
    ]);
  };
}

export function useCreateLogEntry() {
  const invalidate = useInvalidateSafety();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiPost<ResponseOf<typeof logEntryEntrySchema>>('/unit_log.create', body, { idempotent: true }),
    onSuccess: invalidate,
  });
}

export function useCreateIncident() {
  const invalidate = useInvalidateSafety();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiPost<ResponseOf<typeof incidentEntrySchema>>('/incident.create', body, { idempotent: true }),
    onSuccess: invalidate,
  });
}

export function useCreateCertificate() {
  const invalidate = useInvalidateSafety();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiPost<ResponseOf<typeof certificateEntrySchema>>('/unit_certificate.create', body, {
        idempotent: true,
      }),
    onSuccess: invalidate,
  });
}

export function useBlockUnit() {
  const invalidate = useInvalidateSafety();
  return useMutation({
    mutationFn: ({
      unitId,
      ...body
    }: {
      unitId: number;
      from: string;
      until: string | null;
      reason: string;
    }) =>
      apiPost<ResponseOf<typeof unitBlockResponseSchema>>(`/unit.block/${unitId}`, body, {
        idempotent: true,
      }),
    onSuccess: invalidate,
  });
}

export function useLiftBlock() {
  const invalidate = useInvalidateSafety();
  return useMutation({
    mutationFn: (blockId: number) => apiPost(`/unit.unblock/${blockId}`, {}),
    onSuccess: invalidate,
  });
}

export function useUnitsSafety(withinDays: number) {
  return useQuery({
    queryKey: ['units-safety', withinDays],
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof unitsSafetyResponseSchema>>(`/units.safety?within_days=${withinDays}`, {
        signal,
      }),
    select: (data) => data.results,
  });
}

/** Downloads a PDF the server renders (handover papers, a unit's file). */
export async function downloadPdf(path: string, fallbackName: string) {
  const { blob, filename } = await apiDownload(path);
  saveBlob(blob, filename ?? fallbackName);
}
