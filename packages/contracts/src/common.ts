import { z } from 'zod';

/** Every error the API sends: a Dutch `message`, a stable `code`, and optional field errors. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Single records answer `{entry: {model}}`. */
export const entryOf = <T extends z.ZodType>(model: T) => z.object({ entry: z.object({ model }) });
/** Lists and searches answer `{results}`; lists may add paging metadata. */
export const resultsOf = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });
export const pagedResultsOf = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  });

/** `{id}` in a path: the numeric id or the uuid. */
export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(20),
});

/** Calendar day, `yyyy-MM-dd`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ongeldige datum');

export const okSchema = z.object({ ok: z.literal(true) });
