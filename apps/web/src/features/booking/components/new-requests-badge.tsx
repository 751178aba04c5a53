import { usePendingBookingCount } from '../booking-staff-api';

/** "2 nieuw" next to Orders while online requests wait for a decision. */
export function NewRequestsBadge({ compact = false }: { compact?: boolean }) {
  const count = usePendingBookingCount().data ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="new-requests"
      className={
        compact
          ? 'absolute -top-0.5 right-1 rounded-full bg-amber-500 px-1.5 text-[11px] leading-4 font-semibold text-white'
          : 'ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900'
      }
    >
      {compact ? count : `${count} nieuw`}
      {compact && <span className="sr-only"> nieuw</span>}
    </span>
  );
}
