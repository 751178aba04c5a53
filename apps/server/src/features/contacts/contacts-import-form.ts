import {
  CONTACT_IMPORT_DUPLICATE_MODES,
  CONTACT_IMPORT_LIMITS,
  type ContactImportDuplicateMode,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { unreadableFormError } from '../../lib/multipart.ts';
import { IMPORT_MESSAGES } from './contacts-csv.ts';

/** More file parts than this and the form is refused at once (still with the one-file message). */
const MAX_FILE_PARTS = 10;

/** Reads a file part's stream to its end without keeping its bytes. */
const drain = async (stream: AsyncIterable<unknown>) => {
  for await (const _chunk of stream) {
    // discarded
  }
};

/**
 * The bytes of the one CSV file of a contact.import form (field `file`, though any file field
 * counts). As asset.create does with a second `asset`, later file parts are read past without
 * keeping their bytes and the form is refused once the body was read, so the client gets the
 * Dutch answer instead of a broken upload, and nothing is imported from a guess at which file was
 * meant.
 */
export type ImportForm = { bytes: Buffer; onDuplicate: ContactImportDuplicateMode };

const isDuplicateMode = (value: string): value is ContactImportDuplicateMode =>
  (CONTACT_IMPORT_DUPLICATE_MODES as readonly string[]).includes(value);

/**
 * The form's `on_duplicate` field (skip or merge) may come before or after the file. Without it a
 * duplicate is skipped: nothing is ever doubled or changed unasked.
 */
export const readImportFile = async (
  request: Pick<FastifyRequest, 'isMultipart' | 'parts'>,
): Promise<ImportForm> => {
  if (!request.isMultipart()) throw new AppError('bad_request', IMPORT_MESSAGES.noFile);
  let bytes: Buffer | undefined;
  let fileParts = 0;
  let onDuplicate: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: CONTACT_IMPORT_LIMITS.maxBytes, files: MAX_FILE_PARTS },
    })) {
      if (part.type !== 'file') {
        if (part.fieldname === 'on_duplicate') onDuplicate = String(part.value ?? '').trim();
        continue;
      }
      fileParts += 1;
      if (fileParts === 1) bytes = await part.toBuffer();
      else await drain(part.file);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', IMPORT_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('bad_request', IMPORT_MESSAGES.oneFileOnly);
    throw unreadableFormError(error);
  }
  if (fileParts > 1) throw new AppError('bad_request', IMPORT_MESSAGES.oneFileOnly);
  if (!bytes) throw new AppError('bad_request', IMPORT_MESSAGES.noFile);
  const mode = onDuplicate === undefined || onDuplicate === '' ? 'skip' : onDuplicate;
  if (!isDuplicateMode(mode)) throw new AppError('bad_request', IMPORT_MESSAGES.badDuplicateMode);
  return { bytes, onDuplicate: mode };
};
