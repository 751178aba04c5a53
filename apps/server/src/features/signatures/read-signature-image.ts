import { SIGNATURE_MESSAGES } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { createSignatureRepository } from './signatures.repository.ts';

/** A signature's image (PNG bytes and their SHA-256), or a Dutch 404. */
export const readSignatureImage = async (options: {
  db: Db;
  id: number;
}): Promise<{ png: Buffer; sha256: string }> => {
  const row = await createSignatureRepository(options.db).imageOf(options.id);
  if (!row) throw notFound(SIGNATURE_MESSAGES.notFound);
  return { png: Buffer.from(row.image_png), sha256: row.image_sha256 };
};
