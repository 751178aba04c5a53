import { z } from 'zod';
import { entryOf, pagedResultsOf, pagingQuerySchema } from './common.ts';

/**
 * The only containers files may be stored in; anything else is refused. Item images go to
 * 'thumbnails' (as the spec's client sends), the company logo to 'logos'.
 */
export const ASSET_CONTAINERS = ['logos', 'thumbnails', 'images', 'documents', 'certificates'] as const;
export type AssetContainer = (typeof ASSET_CONTAINERS)[number];

export const ASSET_TYPES = ['asset/image', 'asset/document'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/**
 * Disks a client may ask for: 'local' (files under DATA_DIR/storage), 's3' (the S3-compatible
 * store configured by environment) and 'public', the spec's name for the app's default public
 * disk (local unless S3 is configured as the default).
 */
export const ASSET_REQUEST_DISKS = ['local', 'public', 's3'] as const;
/** Disks a stored asset can be on. */
export const ASSET_DISKS = ['local', 's3'] as const;
export type AssetDisk = (typeof ASSET_DISKS)[number];

/** MIME types the server accepts, decided from the file's bytes (never its name). */
export const ASSET_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ASSET_DOCUMENT_MIME_TYPES = ['application/pdf'] as const;

export const ASSET_MESSAGES = {
  missingFile: 'Kies een bestand om te uploaden.',
  oneFileOnly: 'Stuur één bestand per upload (in het veld asset).',
  emptyFile: 'Het bestand is leeg.',
  tooLarge: (maxMb: string) => `Het bestand is te groot. De maximale grootte is ${maxMb} MB.`,
  notMultipart: 'Stuur het bestand als multipart/form-data.',
  svgRefused: 'SVG-bestanden worden niet geaccepteerd.',
  unsupportedType:
    'Dit bestandstype wordt niet ondersteund. Kies een PNG-, JPEG- of WebP-afbeelding of een PDF.',
  imageExpected: 'Kies een afbeelding (PNG, JPEG of WebP).',
  documentExpected: 'Kies een PDF-document.',
  unreadableImage: 'De afbeelding kan niet worden gelezen. Het bestand is mogelijk beschadigd.',
  tooManyPixels: 'De afbeelding is te groot (maximaal 60 megapixel).',
  brokenPdf: 'Het PDF-bestand is beschadigd of onvolledig.',
  activePdf:
    'Dit PDF-bestand bevat JavaScript of een actie die een programma start en wordt daarom niet geaccepteerd. Sla het op als gewone PDF (bijvoorbeeld met Afdrukken naar PDF) en probeer het opnieuw.',
  uncheckablePdf:
    'Dit PDF-bestand kan niet worden gecontroleerd (bijvoorbeeld omdat het versleuteld is). Sla het op als gewone PDF zonder beveiliging en probeer het opnieuw.',
  badFileName: 'De bestandsnaam is ongeldig.',
  badContainer: (container: string) =>
    `Onbekende opslagmap "${container}". Kies uit: ${ASSET_CONTAINERS.join(', ')}.`,
  badDisk: (disk: string) => `Onbekende opslag "${disk}". Kies uit: ${ASSET_REQUEST_DISKS.join(', ')}.`,
  s3NotConfigured: 'Opslag in S3 is niet ingesteld op deze server.',
  badStorageConfig: 'storage_config moet JSON zijn met disk en container.',
  badAssetType: `Ongeldig asset_type. Kies uit: ${ASSET_TYPES.join(', ')}.`,
  notFound: 'Bestand niet gevonden.',
  inUseAsLogo: 'Dit bestand wordt nog gebruikt als logo of op een factuur en kan niet worden verwijderd.',
  inUseByItem:
    'Dit bestand hoort nog bij een artikel en kan niet worden verwijderd. Haal het eerst bij het artikel weg.',
} as const;

export const storageConfigSchema = z.object({
  disk: z.enum(ASSET_DISKS),
  container: z.enum(ASSET_CONTAINERS),
});

export const assetModelSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** '/storage/<container>/<key>', served publicly (keys are random and unguessable). */
  url: z.string(),
  /** 400px WebP preview for images; null for documents. */
  thumbnail_url: z.string().nullable(),
  /** The client's file name, sanitised; display only. */
  file_name: z.string(),
  asset_type: z.enum(ASSET_TYPES),
  /** Detected from the bytes. */
  mime_type: z.string(),
  /** Size of the stored file in bytes (images are re-encoded, so this may differ from the upload). */
  file_size: z.number().int(),
  storage_config: storageConfigSchema,
  /** ISO instant the client reported as the file's last modification, if any. */
  last_modified: z.string().nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
});
export type AssetModel = z.infer<typeof assetModelSchema>;

export const assetEntrySchema = entryOf(assetModelSchema);

export const assetsViewQuerySchema = pagingQuerySchema.extend({
  asset_type: z.enum(ASSET_TYPES).optional(),
  container: z.enum(ASSET_CONTAINERS).optional(),
});
export type AssetsViewQuery = z.infer<typeof assetsViewQuerySchema>;

export const assetsViewResponseSchema = pagedResultsOf(assetModelSchema);
