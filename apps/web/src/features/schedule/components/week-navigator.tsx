import { addCalendarDays, formatWeekSpan, isoWeekNumber } from '@app/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { FIRST_MONDAY, LAST_MONDAY, thisMonday } from '../week';

/**
 * Previous and next week around a row of weeks. The row holds 7 weeks from lg (1024 px), the
 * shown week and the next from sm (640 px), and only the shown week below that; all are rendered
 * and hidden by CSS, so nothing jumps while the page loads (docs/decisions.md, Agenda).
 */
const VISIBILITY: Record<number, string> = {
  [-3]: 'hidden lg:flex',
  [-2]: 'hidden lg:flex',
  [-1]: 'hidden lg:flex',
  0: 'flex',
  1: 'hidden sm:flex',
  2: 'hidden lg:flex',
  3: 'hidden lg:flex',
};

export function WeekNavigator({ monday, onChange }: { monday: string; onChange: (monday: string) => void }) {
  const previous = addCalendarDays(monday, -7);
  const next = addCalendarDays(monday, 7);
  const current = thisMonday();
  return (
    <nav aria-label="Weken" className="flex items-center gap-2">
      <Button
        variant="secondary"
        size="md"
        aria-label="Vorige week"
        isDisabled={monday <= FIRST_MONDAY}
        onPress={() => onChange(previous)}
        className="min-w-11 shrink-0 px-2.5"
      >
        <ChevronLeft className="size-5" aria-hidden />
      </Button>
      <ul className="flex min-w-0 flex-1 gap-1.5">
        {[-3, -2, -1, 0, 1, 2, 3].map((offset) => {
          const week = addCalendarDays(monday, offset * 7);
          if (week < FIRST_MONDAY || week > LAST_MONDAY) return null;
          const selected = offset === 0;
          return (
            <li key={week} className={cn('min-w-0 flex-1', VISIBILITY[offset])}>
              {/* Named by its content (no aria-label): what a person sees is what a voice user
                  says and a screen reader reads, plus the year and "(deze week)" for the ear. */}
              <AriaButton
                onPress={() => onChange(week)}
                aria-current={selected ? 'date' : undefined}
                className={cn(
                  'flex min-h-11 w-full min-w-0 flex-col items-center justify-center rounded-md border px-2 py-1.5 text-center outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500',
                  selected
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-gray-200 bg-white text-gray-800 data-hovered:bg-gray-50',
                )}
              >
                <span className="text-sm font-semibold whitespace-nowrap">
                  Week {isoWeekNumber(week)}
                  <span className="sr-only">{week === current ? ' (deze week), ' : ', '}</span>
                </span>
                <span className={cn('truncate text-xs', selected ? 'text-brand-50' : 'text-gray-600')}>
                  {formatWeekSpan(week)}
                  <span className="sr-only"> {week.slice(0, 4)}</span>
                </span>
              </AriaButton>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        size="md"
        aria-label="Volgende week"
        isDisabled={monday >= LAST_MONDAY}
        onPress={() => onChange(next)}
        className="min-w-11 shrink-0 px-2.5"
      >
        <ChevronRight className="size-5" aria-hidden />
      </Button>
    </nav>
  );
}
