import { describe, expect, it } from 'vitest';
import { isNavItemActive, mayOpenPath, NAV_ITEMS } from '../src/app/nav-items';
import { fileMatchesAccept } from '../src/components/ui/file-drop-zone';
import { getPageItems } from '../src/components/ui/pagination';
import { hasFiles, toFormData } from '../src/lib/form-data';

describe('getPageItems', () => {
  it('lists all pages when there are few', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(getPageItems(1, 0)).toEqual([]);
  });
  it('uses ellipses for gaps and keeps the same number of items', () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(getPageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(getPageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(getPageItems(99, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });
});

describe('isNavItemActive', () => {
  const active = (path: string) => NAV_ITEMS.filter((i) => isNavItemActive(i, path)).map((i) => i.label);
  it('highlights an entry for any path below its prefix', () => {
    expect(active('/contacts')).toEqual(['Contacten']);
    expect(active('/contacts/new')).toEqual(['Contacten']);
    expect(active('/items/1/unit/2')).toEqual(['Artikelen']);
    expect(active('/sales_invoices/abc')).toEqual(['Facturen']);
    expect(active('/settings/')).toEqual(['Instellingen']);
  });
  it('does not match on a shared prefix of the name', () => {
    expect(active('/contactsx')).toEqual([]);
  });
  it('counts /{domain_id}/contacts/{id} as Contacten', () => {
    expect(active('/3/contacts/abc')).toEqual(['Contacten']);
  });
});

describe('mayOpenPath', () => {
  it("opens one's own two-step page to every role, and still nothing else to a driver", () => {
    for (const role of ['owner', 'office', 'driver'] as const)
      expect(mayOpenPath(role, '/account/two-step')).toBe(true);
    expect(mayOpenPath('driver', '/sales_invoices')).toBe(false);
    expect(mayOpenPath('driver', '/accounts')).toBe(false);
  });
});

describe('form data', () => {
  it('detects files and encodes arrays and objects', () => {
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(hasFiles({ a: 1, b: [{ c: file }] })).toBe(true);
    expect(hasFiles({ a: 1 })).toBe(false);
    const form = toFormData({
      asset: file,
      tags: ['x'],
      storage_config: { disk: 'public' },
      n: null,
      ok: true,
    });
    expect(form.get('asset')).toBeInstanceOf(File);
    expect(form.getAll('tags[]')).toEqual(['x']);
    expect(form.get('storage_config')).toBe('{"disk":"public"}');
    expect(form.has('n')).toBe(false);
    expect(form.get('ok')).toBe('true');
  });
  it('matches accept lists by MIME type and extension', () => {
    expect(fileMatchesAccept({ name: 'c.CSV', type: '' }, ['.csv'])).toBe(true);
    expect(fileMatchesAccept({ name: 'c.pdf', type: 'application/pdf' }, ['application/pdf'])).toBe(true);
    expect(fileMatchesAccept({ name: 'c.png', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(fileMatchesAccept({ name: 'c.txt', type: 'text/plain' }, ['.csv', 'text/csv'])).toBe(false);
  });
});

describe('mayOpenPath with a query or hash', () => {
  it('judges the path only', () => {
    expect(mayOpenPath('driver', '/schedule?week=2026-11-23')).toBe(true);
    expect(mayOpenPath('driver', '/orders/0b7c?x=1')).toBe(false);
    expect(mayOpenPath('office', '/orders?status=pending')).toBe(true);
    expect(mayOpenPath('office', '/settings/identities#adres')).toBe(false);
    expect(mayOpenPath('owner', '/settings/identities')).toBe(true);
  });
});
