import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Removes the temp DATA_DIR made by the config (keep it with KEEP_E2E_DATA=1 to inspect). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || process.env.KEEP_E2E_DATA === '1') return;
  if (!path.basename(dir).startsWith('verhuur-e2e-') || path.dirname(dir) !== tmpdir()) return;
  rmSync(dir, { recursive: true, force: true });
}
