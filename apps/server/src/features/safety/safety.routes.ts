import {
  certificateCreateRequestSchema,
  certificateEntrySchema,
  idParamSchema,
  incidentCreateRequestSchema,
  incidentEntrySchema,
  itemSafetyEntrySchema,
  itemSafetyUpdateRequestSchema,
  logEntryEntrySchema,
  ORDER_MESSAGES,
  SAFETY_MESSAGES,
  safetySettingsEntrySchema,
  safetySettingsSchema,
  unitBlockRequestSchema,
  unitBlockResponseSchema,
  unitLogCreateRequestSchema,
  unitsInspectionDueQuerySchema,
  unitsInspectionDueResponseSchema,
  unitsSafetyQuerySchema,
  unitsSafetyResponseSchema,
} from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/app-error.ts';
import { parseRecordRef } from '../../lib/ids.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { blockUnit, liftBlock } from './block-unit.ts';
import { createCertificate } from './create-certificate.ts';
import { createIncident } from './create-incident.ts';
import { createLogEntry } from './create-log-entry.ts';
import { renderOrderHandover } from './handover-pdf.ts';
import { listUnitsInspectionDue } from './inspection-due.ts';
import { updateItemSafety, viewItemSafety } from './item-safety.ts';
import { listUnitsSafety } from './list-units-safety.ts';
import { readSafetySettings, writeSafetySettings } from './safety-settings.ts';
import { renderUnitFile } from './unit-file-pdf.ts';

/** Numeric ids only: the safety register's rows have no public uuid route. */
const idOf = (raw: string, message: string) => {
  const ref = parseRecordRef(raw);
  if (!ref || !('id' in ref)) throw notFound(message);
  return ref.id;
};

const refusalSchema = z.object({ message: z.string(), code: z.string() });

/** The safety register per unit. */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Veiligheid'];
  const { ctx } = app;

  app.post(
    '/unit_log.create',
    {
      config: { idempotent: true },
      schema: { tags, body: unitLogCreateRequestSchema, response: { 200: logEntryEntrySchema } },
    },
    async (request) => ({
      entry: {
        model: await createLogEntry({ ctx, body: request.body, userId: requireAuth(request).userId }),
      },
    }),
  );

  app.post(
    '/incident.create',
    {
      config: { idempotent: true },
      schema: { tags, body: incidentCreateRequestSchema, response: { 200: incidentEntrySchema } },
    },
    async (request) => ({
      entry: {
        model: await createIncident({ ctx, body: request.body, userId: requireAuth(request).userId }),
      },
    }),
  );

  app.post(
    '/unit_certificate.create',
    {
      config: { idempotent: true },
      schema: { tags, body: certificateCreateRequestSchema, response: { 200: certificateEntrySchema } },
    },
    async (request) => ({
      entry: {
        model: await createCertificate({ ctx, body: request.body, userId: requireAuth(request).userId }),
      },
    }),
  );

  // The log and the incidents are append-only: these answer why, instead of a bare 404.
  for (const path of ['/unit_log.update/:id', '/incident.update/:id']) {
    app.patch(
      path,
      { schema: { tags, params: idParamSchema, response: { 409: refusalSchema } } },
      async () => {
        throw conflict(SAFETY_MESSAGES.appendOnly);
      },
    );
  }
  for (const path of ['/unit_log.delete/:id', '/incident.delete/:id']) {
    app.delete(
      path,
      { schema: { tags, params: idParamSchema, response: { 409: refusalSchema } } },
      async () => {
        throw conflict(SAFETY_MESSAGES.appendOnly);
      },
    );
  }

  app.post(
    '/unit.block/:id',
    {
      config: { idempotent: true },
      schema: {
        tags,
        params: idParamSchema,
        body: unitBlockRequestSchema,
        response: { 200: unitBlockResponseSchema },
      },
    },
    (request) =>
      blockUnit({
        ctx,
        unitId: idOf(request.params.id, SAFETY_MESSAGES.unitNotFound),
        body: request.body,
        userId: requireAuth(request).userId,
      }),
  );

  app.post(
    '/unit.unblock/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: unitBlockResponseSchema.pick({ entry: true }) },
      },
    },
    async (request) => ({
      entry: {
        model: await liftBlock({
          ctx,
          blockId: idOf(request.params.id, SAFETY_MESSAGES.blockNotFound),
          userId: requireAuth(request).userId,
        }),
      },
    }),
  );

  app.get(
    '/units.safety',
    { schema: { tags, querystring: unitsSafetyQuerySchema, response: { 200: unitsSafetyResponseSchema } } },
    async (request) => ({ results: await listUnitsSafety({ ctx, withinDays: request.query.within_days }) }),
  );

  app.get(
    '/units.inspection_due',
    {
      schema: {
        tags,
        querystring: unitsInspectionDueQuerySchema,
        response: { 200: unitsInspectionDueResponseSchema },
      },
    },
    async (request) => ({
      results: await listUnitsInspectionDue({
        ctx,
        itemId: request.query.item_id,
        from: request.query.from,
        until: request.query.until,
      }),
    }),
  );

  app.get(
    '/safety.settings',
    { schema: { tags, response: { 200: safetySettingsEntrySchema } } },
    async () => ({
      entry: { model: await readSafetySettings(ctx.db) },
    }),
  );

  app.patch(
    '/safety.settings',
    { schema: { tags, body: safetySettingsSchema, response: { 200: safetySettingsEntrySchema } } },
    async (request) => ({ entry: { model: await writeSafetySettings(ctx.db, request.body) } }),
  );

  app.get(
    '/item.safety/:id',
    { schema: { tags, params: idParamSchema, response: { 200: itemSafetyEntrySchema } } },
    async (request) => ({
      entry: {
        model: await viewItemSafety({ ctx, itemId: idOf(request.params.id, SAFETY_MESSAGES.itemNotFound) }),
      },
    }),
  );

  app.patch(
    '/item.safety/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: itemSafetyUpdateRequestSchema,
        response: { 200: itemSafetyEntrySchema },
      },
    },
    async (request) => ({
      entry: {
        model: await updateItemSafety({
          ctx,
          itemId: idOf(request.params.id, SAFETY_MESSAGES.itemNotFound),
          body: request.body,
        }),
      },
    }),
  );

  const sendPdf = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) =>
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(pdf);

  app.get(
    '/order.handover/:id',
    { schema: { tags, params: idParamSchema, produces: ['application/pdf'] } },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderOrderHandover({ ctx, orderId: idOf(request.params.id, ORDER_MESSAGES.notFound) }),
      ),
  );

  app.get(
    '/unit.file/:id',
    { schema: { tags, params: idParamSchema, produces: ['application/pdf'] } },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderUnitFile({ ctx, unitId: idOf(request.params.id, SAFETY_MESSAGES.unitNotFound) }),
      ),
  );
};
