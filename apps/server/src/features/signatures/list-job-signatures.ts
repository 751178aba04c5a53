import type { SignatureModel } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { parseJobId } from '../../lib/job-id.ts';
import { toSignatureModel } from './signature-model.ts';
import { createSignatureRepository } from './signatures.repository.ts';

/**
 * The signatures given at one job (the agenda's appointment dialog shows them, so a driver who
 * opens the job again sees that it was signed). An id that is no job is a 404; a job without
 * signatures answers an empty list.
 */
export const listJobSignatures = async (options: { db: Db; id: string }): Promise<SignatureModel[]> => {
  const job = parseJobId(options.id);
  const rows = await createSignatureRepository(options.db).listByJob(job.reservationId, job.type);
  return rows.map(toSignatureModel);
};
