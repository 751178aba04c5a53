import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_LOGIN, seedDemoData } from '../../src/start/seed-demo-data.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The last seed step fails once, after every other part has written its rows.
const control = vi.hoisted(() => ({ failInvoices: true }));
vi.mock('../../src/features/invoices/invoices.seed.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/features/invoices/invoices.seed.ts')>();
  return {
    ...actual,
    seedInvoices: async (...args: Parameters<typeof actual.seedInvoices>) => {
      if (control.failInvoices) throw new Error('seed breekt halverwege af');
      return actual.seedInvoices(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countRows = async (table: 'users' | 'contacts' | 'items' | 'assets' | 'invoices') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo seed', () => {
  it('is all or nothing: a failure half-way leaves nothing behind, and a retry seeds everything', async () => {
    await expect(seedDemoData(t.ctx)).rejects.toThrow('seed breekt halverwege af');
    for (const table of ['users', 'contacts', 'items', 'assets', 'invoices'] as const) {
      expect(await countRows(table), table).toBe(0);
    }

    control.failInvoices = false;
    await seedDemoData(t.ctx);
    const demo = await t.ctx.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', DEMO_LOGIN.email)
      .executeTakeFirst();
    expect(demo?.email).toBe(DEMO_LOGIN.email);
    for (const table of ['contacts', 'items', 'assets', 'invoices'] as const) {
      expect(await countRows(table), table).toBeGreaterThan(0);
    }
  }, 120_000);
});
