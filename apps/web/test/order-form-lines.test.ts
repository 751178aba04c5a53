import type { OrderModel, UnitInspectionDueRow } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blockedDaysOf, blockedRunsOf } from '../src/features/orders/blocked-days';
import { type OrderDraft, readOrderDraft } from '../src/features/orders/order-draft';
import {
  draftLinesOf,
  lineOnOtherDays,
  type OrderDraftLine,
  requestItemsOf,
} from '../src/features/orders/order-lines';

const reservation = (id: number, unitId: number, patch: Record<string, unknown> = {}) => ({
  id,
  uuid: `r-${id}`,
  unit_id: unitId,
  reserved_from: '2026-12-05',
  reserved_until: '2026-12-06',
  delivery_time: '10:00-12:00',
  pickup_time: '16:00-18:00',
  quantity: 1,
  status: 'active',
  bundle_id: null,
  unit: {
    id: unitId,
    uuid: `u-${unitId}`,
    serial_number: `ST-00${unitId}`,
    item: {
      id: 7,
      uuid: 'i-7',
      name: 'Statafel met hoes',
      type: 'rentable',
      price: 1_500,
      thumbnail_url: null,
    },
  },
  ...patch,
});

const orderWith = (reservations: unknown[]) => ({ reservations, bundles: [] }) as unknown as OrderModel;

describe('the order form shows a quantity as one line', () => {
  it('groups an order\'s five table reservations into "5 × …", held unit by unit', () => {
    const order = orderWith([
      reservation(11, 1),
      reservation(12, 2),
      reservation(13, 3),
      reservation(14, 4),
      reservation(15, 5),
      reservation(16, 6, { status: 'cancelled' }),
    ]);
    const lines = draftLinesOf(order);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ key: 'reservation-11', itemName: 'Statafel met hoes', quantity: 5 });
    expect(lines[0]?.held).toEqual([1, 2, 3, 4, 5].map((unitId) => ({ unitId, quantity: 1 })));
  });

  it('sends a held line unit by unit (the server keeps them), a new line by item, and maps errors back', () => {
    const [held] = draftLinesOf(orderWith([reservation(11, 1), reservation(12, 2)]));
    const added: OrderDraftLine = {
      key: 'new',
      itemId: 9,
      itemName: 'Springkussen',
      itemType: 'rentable',
      price: 10_000,
      thumbnailUrl: null,
      unitId: 30,
      from: '2026-12-07',
      until: '2026-12-07',
      deliveryTime: '08:00-10:00',
      quantity: 3,
      byItem: true,
      unitIds: [30, 31, 32],
    };
    const { items, lineOfItem } = requestItemsOf([held as OrderDraftLine, added]);
    expect(items.map((i) => i.reservation)).toEqual([
      expect.objectContaining({ unit_id: 1, quantity: 1, from: '2026-12-05', pickup_time: '16:00-18:00' }),
      expect.objectContaining({ unit_id: 2, quantity: 1 }),
      expect.objectContaining({ item_id: 9, quantity: 3, from: '2026-12-07' }),
    ]);
    expect(items[2]?.reservation).not.toHaveProperty('unit_id');
    expect(lineOfItem).toEqual([0, 0, 1]);
  });

  it('other days in place let go of the held units; too few free units on the new days is no line', () => {
    const [held] = draftLinesOf(orderWith([reservation(11, 1), reservation(12, 2)])) as [OrderDraftLine];
    const free = { '2026-12-20': [1, 2, 3], '2026-12-21': [2, 3] };
    const moved = lineOnOtherDays(held, { from: '2026-12-20', until: '2026-12-21' }, free);
    expect(moved).toMatchObject({
      from: '2026-12-20',
      until: '2026-12-21',
      quantity: 2,
      byItem: true,
      unitIds: [2, 3],
    });
    expect(moved).not.toHaveProperty('held');
    expect(
      lineOnOtherDays(held, { from: '2026-12-21', until: '2026-12-21' }, { '2026-12-21': [3] }),
    ).toBeNull();
    const [single] = draftLinesOf(orderWith([reservation(11, 1)])) as [OrderDraftLine];
    expect(lineOnOtherDays(single, { from: '2026-12-20', until: '2026-12-20' }, free)).toMatchObject({
      unitId: 1,
      quantity: 1,
    });
  });
});

describe('blocked days in the order calendar', () => {
  const row = (patch: Partial<UnitInspectionDueRow>): UnitInspectionDueRow => ({
    unit_id: 1,
    next_due: null,
    certificate_valid_until: null,
    inspection_overdue: false,
    certificate_expired: false,
    overdue: 'warn',
    blocks: [],
    ...patch,
  });

  it('a day is blocked (with why) only when every unit is out of service; otherwise it is booked', () => {
    const availability = { '2026-12-05': [], '2026-12-06': [], '2026-12-07': [], '2026-12-08': [2] };
    const rows = [
      row({ unit_id: 1, blocks: [{ from: '2026-12-05', until: '2026-12-08', reason: 'Blower kapot' }] }),
      row({ unit_id: 2, blocks: [{ from: '2026-12-06', until: null, reason: 'Naad gescheurd' }] }),
    ];
    const days = blockedDaysOf(rows, availability, '2026-12-05', '2026-12-08');
    // 5 Dec: unit 2 is booked, not blocked. 8 Dec: unit 2 is free.
    expect([...days]).toEqual([
      ['2026-12-06', 'Blower kapot; Naad gescheurd'],
      ['2026-12-07', 'Blower kapot; Naad gescheurd'],
    ]);
    expect(blockedRunsOf(days, '2026-12-31')).toEqual([
      { from: '2026-12-06', until: '2026-12-07', reason: 'Blower kapot; Naad gescheurd', open: false },
    ]);
  });

  it("a lapsed inspection under 'block' blocks from the day after it was due, open-ended", () => {
    const availability = { '2026-12-05': [1], '2026-12-06': [], '2026-12-07': [] };
    const days = blockedDaysOf(
      [row({ overdue: 'block', next_due: '2026-12-05' })],
      availability,
      '2026-12-05',
      '2026-12-07',
    );
    expect([...days.keys()]).toEqual(['2026-12-06', '2026-12-07']);
    expect(days.get('2026-12-06')).toBe('Keuring verlopen (was uiterlijk 5 dec. 2026 nodig)');
    expect(blockedRunsOf(days, '2026-12-07')).toEqual([
      expect.objectContaining({ from: '2026-12-06', until: '2026-12-07', open: true }),
    ]);
  });
});

describe('the order draft', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });
  const empty: OrderDraft = {
    v: 1,
    tab: 'contact_new',
    contact: null,
    contactUpdate: {},
    newContact: null,
    lines: [],
    payment: 'cash',
    publishChoice: null,
    promo: ' ',
    notes: '',
    manualDistance: '',
    manualAmount: '',
  };

  it('an empty draft is never restored, one with something typed is', () => {
    store.set('order-draft:/orders/new', JSON.stringify(empty));
    expect(readOrderDraft('/orders/new', undefined)).toBeNull();
    store.set('order-draft:/orders/new', JSON.stringify({ ...empty, notes: 'Achterom' }));
    expect(readOrderDraft('/orders/new', undefined)?.notes).toBe('Achterom');
  });

  it("the change page's draft belongs to the order's version it was made on", () => {
    store.set('order-draft:/orders/x/edit', JSON.stringify({ ...empty, notes: 'Achterom', version: 3 }));
    expect(readOrderDraft('/orders/x/edit', 3)?.notes).toBe('Achterom');
    expect(readOrderDraft('/orders/x/edit', 4)).toBeNull();
  });
});
