import { INVOICE_AGE_MILESTONES, invoiceAgeProgress, todayCalendarDate } from '@app/domain';
import { ProgressBar } from '../../../components/ui/progress-bar';

/**
 * Days since the invoice date for an invoice awaiting payment: amber before the second
 * milestone (15 days), red from it; the milestones are spread evenly over the bar.
 */
export function InvoiceAgeBar({ invoiceDate }: { invoiceDate: string }) {
  const progress = invoiceAgeProgress(invoiceDate, todayCalendarDate());
  const days = Math.max(0, progress.days);
  return (
    <div className="mt-4" data-testid="invoice-age-bar" data-tone={progress.tone}>
      <div className="mb-1 flex justify-between text-xs text-gray-600">
        <span>Leeftijd factuur</span>
        <span>{days === 1 ? '1 dag' : `${days} dagen`}</span>
      </div>
      <ProgressBar
        label="Dagen sinds de factuurdatum"
        hideLabel
        value={progress.percent}
        valueLabel={`${days} dagen sinds de factuurdatum`}
        tone={progress.tone === 'amber' ? 'warning' : 'danger'}
      />
      <div className="relative mt-1 h-4 text-[10px] text-gray-500">
        {INVOICE_AGE_MILESTONES.map((milestone, index) => (
          <span
            key={milestone}
            className="absolute -translate-x-1/2 first:translate-x-0 last:-translate-x-full"
            style={{ left: `${(index / (INVOICE_AGE_MILESTONES.length - 1)) * 100}%` }}
          >
            {milestone}
          </span>
        ))}
      </div>
    </div>
  );
}
