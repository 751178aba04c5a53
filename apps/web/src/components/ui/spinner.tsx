import { cn } from '../../lib/cn';

export type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string };

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/**
 * An indeterminate loading indicator with an accessible label (default "Laden…"). An empty label
 * means a visible text next to it says it: then the picture is hidden from assistive technology
 * (an image role without a name is a serious axe finding, svg-img-alt).
 */
export function Spinner({ size = 'md', label = 'Laden…', className }: SpinnerProps) {
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      viewBox="0 0 24 24"
      fill="none"
      className={cn('animate-spin text-current', sizes[size], className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A centred spinner with a visible text, for whole pages or panels that are loading. */
export function LoadingState({ label = 'Laden…', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-12 text-gray-600', className)}
    >
      <Spinner size="md" label="" className="text-brand-600" />
      <span>{label}</span>
    </div>
  );
}
