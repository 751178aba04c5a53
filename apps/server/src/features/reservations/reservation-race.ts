const sqlStateOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Database refusals that mean "another transaction got this unit first". PostgreSQL: 23P01 (the
 * exclusion constraint refused an overlapping live reservation), 40P01 (deadlock: two
 * transactions waited on each other, e.g. an order reserving units in another order than a
 * concurrent one) and 40001 (serialization failure). SQLite: SQLITE_BUSY and its extended codes
 * (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_TIMEOUT, …): another connection to the file held the write
 * lock longer than busy_timeout, or wrote after this transaction read. Each is answered with the
 * Dutch conflict instead of a 500.
 */
export const isReservationRace = (error: unknown) => {
  const code = sqlStateOf(error);
  if (typeof code !== 'string') return false;
  return code === '23P01' || code === '40P01' || code === '40001' || /^SQLITE_BUSY(_|$)/.test(code);
};
