import type {
  JobSignRequest,
  SignatureModel,
  signatureEntrySchema,
  signatureListSchema,
  termsVersionEntrySchema,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiGet, apiPost, type ResponseOf } from '../../lib/api';

/** The rental terms in force (the renter reads them on the driver's phone before signing). */
export function useCurrentTerms(enabled: boolean) {
  return useQuery({
    queryKey: ['terms', 'current'],
    queryFn: async ({ signal }) =>
      (await apiGet<ResponseOf<typeof termsVersionEntrySchema>>('/terms.view', { signal })).entry.model,
    enabled,
  });
}

/** The signatures already given at a job (shown in its appointment dialog). */
export function useJobSignatures(jobId: string) {
  return useQuery({
    queryKey: ['job-signatures', jobId],
    queryFn: async ({ signal }) =>
      (await apiGet<ResponseOf<typeof signatureListSchema>>(`/job_signatures.list/${jobId}`, { signal }))
        .results,
  });
}

/** Records the renter's signature at a job; one Idempotency-Key per submission (a retry records one). */
export function useSignJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, body }: { jobId: string; body: JobSignRequest }): Promise<SignatureModel> =>
      (
        await apiPost<ResponseOf<typeof signatureEntrySchema>>(`/job.sign/${jobId}`, body, {
          idempotent: true,
        })
      ).entry.model,
    // The order's detail and the job's dialog list its signatures.
    onSuccess: (_signature, { jobId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['job-signatures', jobId] }),
      ]),
  });
}

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * A signature's image as a data URL: the image route needs the bearer token, which an <img>
 * cannot send, so it is fetched and shown from memory (a data URL needs no revoking). Signatures
 * never change, so it is not fetched again while the tab keeps it.
 */
export function useSignatureImage(imageUrl: string) {
  return useQuery({
    queryKey: ['signature-image', imageUrl],
    queryFn: async ({ signal }) => dataUrlOf((await apiDownload(imageUrl, { signal })).blob),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });
}
