/**
 * Lighthouse's mobile preset slows the CPU down 4×, which stands for a mid-range phone only on a
 * host with a benchmark index of about 1,500. On a slower host the same 4× simulates a much slower
 * phone, and Lighthouse itself warns ("The tested device appears to have a slower CPU than
 * Lighthouse expects") below an index of 1,000. Its throttling docs ("Calibrating multipliers")
 * give a calculator from the host's benchmark index to the multiplier that simulates the same
 * phone; this is that calculator's central value (the machines here measure about 700–800, so
 * about 1.9×). bench/web prints the score at this multiplier and at the preset's 4× side by side.
 */
export const calibratedCpuMultiplier = (benchmarkIndex: number) => {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return 1;
  // 2,000 → 6×, 1,533 → 4×, 1,300 → 3×.
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  // 1,300 → 3×, 800 → 2×.
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // 800 → 2×, 150 → 1×.
  return 1 + (benchmarkIndex - 150) / 650;
};

/** The preset's multiplier (Lighthouse's mobile default). */
export const PRESET_CPU_MULTIPLIER = 4;
