import { todayCalendarDate } from '@app/domain';
import { expect } from 'vitest';
import { assetUpload, createItem, createUnit, tinyPdf } from './items-factories.ts';
import { newContactOrder, orderApi, reservationOf } from './orders-factories.ts';
import type { TestApp } from './test-app.ts';

type SafetyTable = 'unit_log_entries' | 'unit_incidents' | 'unit_blocks' | 'unit_certificates';

/**
 * The helpers the safety test files share (log, certificates, blocks). `app` is read on each call,
 * because the files create their app in `beforeAll`, after these helpers are made.
 */
export const safetyApi = (app: () => TestApp) => {
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    extra = {},
  ) =>
    app().app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(await app().authHeaders()), ...extra },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const count = async (table: SafetyTable) =>
    Number(
      (
        await app()
          .ctx.db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const today = () => todayCalendarDate();

  let serial = 0;
  /** A rentable castle with one unit (serial SAF-n). */
  const castle = async (name = `Kasteel ${++serial}`) => {
    const item = await createItem(app(), { name, type: 'rentable', status: 'active', price: 10_000 });
    const unit = await createUnit(app(), { item_id: item.id, serial_number: `SAF-${serial}` });
    return { item, unit };
  };
  const uploadPdf = async (buffer: Buffer = tinyPdf()) => {
    const form = assetUpload({
      buffer,
      fileName: 'keuring.pdf',
      mimeType: 'application/pdf',
      assetType: 'asset/document',
      container: 'certificates',
    });
    const res = await app().app.inject({
      method: 'POST',
      url: '/api/asset.create',
      headers: { ...(await app().authHeaders()), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().entry.model as { id: number; url: string };
  };
  const keuring = (unitId: number, extra: Record<string, unknown> = {}) => ({
    unit_id: unitId,
    kind: 'keuring',
    date: today(),
    performed_by: 'KeurMij B.V.',
    findings: 'Naden en ankerpunten in orde.',
    result: 'goedgekeurd',
    ...extra,
  });
  const orderFor = async (
    target: { item: { name: string }; unit: { id: number } },
    from: string,
    until: string,
  ) =>
    (await orderApi(app()).createOk(
      newContactOrder([reservationOf(target.unit.id, from, until, {}, target.item.name)]),
    )) as { id: number; contact: { id: number } };
  return { call, ok, count, today, castle, uploadPdf, keuring, orderFor };
};
