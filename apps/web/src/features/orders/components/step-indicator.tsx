import { cn } from '../../../lib/cn';

/** The steps of a dialog as a row of pills: done, current (aria-current) and to come. */
export function StepIndicator({ titles, step }: { titles: readonly string[]; step: number }) {
  return (
    <ol className="mb-4 flex gap-2 text-xs" aria-label="Stappen">
      {titles.map((title, i) => (
        <li
          key={title}
          aria-current={i === step ? 'step' : undefined}
          className={cn(
            'flex-1 rounded-full px-2 py-1 text-center font-medium',
            i === step
              ? 'bg-brand-600 text-white'
              : i < step
                ? 'bg-brand-100 text-brand-800'
                : 'bg-gray-100 text-gray-600',
          )}
        >
          <span className="sr-only">
            Stap {i + 1} van {titles.length}:{' '}
          </span>
          <span aria-hidden>{i + 1}. </span>
          <span className="hidden sm:inline">{title}</span>
        </li>
      ))}
    </ol>
  );
}
