import { describe, expect, it } from 'vitest';
import { readBackupConfig } from '../../src/config.ts';
import { dailyAt } from '../../src/features/scheduler/daily-period.ts';

describe('dailyAt', () => {
  const at0300 = dailyAt('03:00');

  it('is due from 03:00 Amsterdam time, keyed by the local day', () => {
    // Winter: UTC+1.
    expect(at0300(new Date('2026-01-15T01:59:00Z'))).toBeNull();
    expect(at0300(new Date('2026-01-15T02:00:00Z'))).toBe('2026-01-15');
    expect(at0300(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
    expect(at0300(new Date('2026-01-15T23:00:00Z'))).toBeNull(); // 00:00 on the 16th
    // Summer: UTC+2.
    expect(at0300(new Date('2026-07-01T00:59:00Z'))).toBeNull();
    expect(at0300(new Date('2026-07-01T01:00:00Z'))).toBe('2026-07-01');
  });

  it('runs once on the nights the clocks change', () => {
    // 29 March 2026 02:00 → 03:00; 25 October 2026 03:00 → 02:00.
    expect(at0300(new Date('2026-03-29T00:59:00Z'))).toBeNull();
    expect(at0300(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29');
    expect(at0300(new Date('2026-10-25T01:59:00Z'))).toBeNull();
    expect(at0300(new Date('2026-10-25T02:00:00Z'))).toBe('2026-10-25');
  });

  it('refuses a time that is not HH:mm', () => {
    expect(() => dailyAt('3:00')).toThrow();
    expect(() => dailyAt('24:00')).toThrow();
  });
});

describe('readBackupConfig', () => {
  it('defaults to 03:00 and 14 backups', () => {
    expect(readBackupConfig({})).toEqual({ time: '03:00', keep: 14 });
  });

  it('reads BACKUP_TIME and BACKUP_KEEP, and off switches the nightly backup off', () => {
    expect(readBackupConfig({ BACKUP_TIME: '22:30', BACKUP_KEEP: '3' })).toEqual({ time: '22:30', keep: 3 });
    expect(readBackupConfig({ BACKUP_TIME: 'off' }).time).toBeNull();
    expect(readBackupConfig({ BACKUP_TIME: 'uit' }).time).toBeNull();
  });

  it('keeps the defaults for values it cannot read, rather than making no backups', () => {
    expect(readBackupConfig({ BACKUP_TIME: 'kwart over drie', BACKUP_KEEP: '-2' })).toEqual({
      time: '03:00',
      keep: 14,
    });
  });
});
