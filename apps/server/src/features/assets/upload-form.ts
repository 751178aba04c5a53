import { ASSET_MESSAGES, CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { unreadableFormError } from '../../lib/multipart.ts';
import { tooLargeError } from './asset-files.ts';

export type UploadForm = {
  file: { buffer: Buffer; fileName: string } | undefined;
  fields: Map<string, string[]>;
};

/** Reads a file part's stream to its end without keeping its bytes. */
const drain = async (stream: AsyncIterable<unknown>) => {
  for await (const _chunk of stream) {
    // discarded
  }
};

/**
 * Reads the multipart form: the one `asset` file into memory (bounded by MAX_UPLOAD_BYTES) and the
 * text fields. Other file parts are read past without keeping their bytes (a part over the size
 * limit still makes the form too large, whatever its field). A second `asset` file is refused with
 * a 422, after the body was read, so the client gets that answer rather than a broken upload; so
 * is a text field holding control characters. A body the parser cannot read (no boundary, cut
 * off) is a Dutch 400.
 */
export const readUploadForm = async (
  request: Pick<FastifyRequest, 'isMultipart' | 'parts'>,
  maxBytes: number,
): Promise<UploadForm> => {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', ASSET_MESSAGES.notMultipart);
  const fields = new Map<string, string[]>();
  let file: UploadForm['file'];
  let assetParts = 0;
  let badField: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'asset') assetParts += 1;
        if (part.fieldname === 'asset' && assetParts === 1) {
          file = { buffer: await part.toBuffer(), fileName: part.filename };
        } else {
          await drain(part.file);
        }
      } else {
        const value = String(part.value);
        // The same rule as every JSON text field (see plugins/input-guard.ts).
        // File names are display text that the asset service cleans itself (control and bidi
        // characters stripped), as the browser may send what the operating system allowed.
        const cleanedLater = part.fieldname === 'file_name';
        if (!cleanedLater && (hasControlCharacters(value) || hasControlCharacters(part.fieldname))) {
          badField ??= part.fieldname;
        }
        const list = fields.get(part.fieldname) ?? [];
        list.push(value);
        fields.set(part.fieldname, list);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLargeError(maxBytes);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('payload_too_large', 'Het formulier bevat te veel velden of bestanden.');
    }
    throw unreadableFormError(err);
  }
  if (badField !== undefined) {
    throw new AppError('validation_failed', `De invoer is ongeldig: ${CONTROL_CHARACTERS_MESSAGE}`, {
      [badField.replace(/[^\w.[\]-]/g, '?')]: [CONTROL_CHARACTERS_MESSAGE],
    });
  }
  if (assetParts > 1) {
    throw new AppError('validation_failed', ASSET_MESSAGES.oneFileOnly, {
      asset: [ASSET_MESSAGES.oneFileOnly],
    });
  }
  return { file, fields };
};
