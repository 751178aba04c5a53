import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type ProgressTone = 'brand' | 'success' | 'warning' | 'danger' | 'neutral';

export type ProgressBarProps = {
  label: string;
  /** 0…maxValue; leave undefined for an indeterminate bar. */
  value?: number;
  maxValue?: number;
  tone?: ProgressTone;
  showValue?: boolean;
  /** Visually hide the label (it stays available to screen readers). */
  hideLabel?: boolean;
  valueLabel?: string;
  className?: string;
};

const tones: Record<ProgressTone, string> = {
  brand: 'bg-brand-600',
  success: 'bg-green-600',
  warning: 'bg-amber-500',
  danger: 'bg-red-600',
  neutral: 'bg-gray-400',
};

export function ProgressBar({
  label,
  value,
  maxValue = 100,
  tone = 'brand',
  showValue = false,
  hideLabel = false,
  valueLabel,
  className,
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      value={value ?? 0}
      maxValue={maxValue}
      isIndeterminate={value === undefined}
      valueLabel={valueLabel}
      className={cn('flex flex-col gap-1', className)}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={cn('flex justify-between text-sm text-gray-700', hideLabel && 'sr-only')}>
            <Label>{label}</Label>
            {showValue && <span>{valueText}</span>}
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-gray-200">
            <div
              className={cn(
                'h-full rounded-full transition-[width]',
                tones[tone],
                isIndeterminate && 'w-1/3 animate-pulse',
              )}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
