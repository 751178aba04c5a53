import { formatDisplayDate, reservationPeriodText } from '@app/domain';
import type { BlockedRun } from '../blocked-days';

/**
 * What the order calendar's marks mean: struck through is booked, amber is out of service; then
 * each out-of-service period with its reason, so the reason is there without a mouse too.
 */
export function CalendarLegend({ runs }: { runs: readonly BlockedRun[] }) {
  return (
    <div className="flex flex-col gap-1 text-xs text-gray-600" data-testid="calendar-legend">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            className="inline-block size-3.5 rounded-sm bg-gray-100 text-center text-[10px] leading-3.5 text-gray-400 line-through"
          >
            7
          </span>
          Bezet
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            className="inline-block size-3.5 rounded-sm border border-dashed border-amber-500 bg-amber-50"
          />
          Buiten gebruik
        </span>
      </p>
      {runs.length > 0 && (
        <ul className="flex flex-col gap-0.5" aria-label="Buiten gebruik">
          {runs.map((run) => (
            <li key={run.from} className="text-amber-900">
              Buiten gebruik{' '}
              {run.open ? `vanaf ${formatDisplayDate(run.from)}` : reservationPeriodText(run.from, run.until)}
              : {run.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
