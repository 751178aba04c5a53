import { formatInvoiceDate, isValidCalendarDate, parseDutchDateInput } from '@app/domain';
import { CalendarDays, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { loadOnIntent } from '../../lib/load-on-intent';
import { fieldIconButtonClassName } from './field';
import { TextField } from './text-field';

const loadCalendar = () => import('./date-picker-calendar');
const DatePickerPopover = lazy(() => loadCalendar().then((m) => ({ default: m.DatePickerPopover })));

export const INVALID_DATE_MESSAGE = 'Vul een geldige datum in (dd-mm-jjjj).';

/** What the input shows for a value: a day as dd-mm-jjjj, typed text that is no day as typed. */
const displayOf = (value: string | null) =>
  !value ? '' : isValidCalendarDate(value) ? formatInvoiceDate(value) : value;

const iconButtonClassName = cn(fieldIconButtonClassName, 'hover:bg-gray-100 data-disabled:opacity-50');

export type DatePickerFieldProps = {
  label: ReactNode;
  /**
   * 'yyyy-MM-dd', null when empty, or the typed text while it is no real day (so the form's own
   * check refuses it instead of the field silently dropping what was typed).
   */
  value: string | null;
  onChange: (value: string | null) => void;
  /** First selectable day, 'yyyy-MM-dd'; earlier days are disabled in the calendar. */
  minValue?: string;
  description?: ReactNode;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  /** Shows a button that empties the field (for optional dates); its accessible name. */
  clearLabel?: string;
  onBlur?: () => void;
  className?: string;
  /** data-testid of the input; each date field on a page needs its own. */
  testId?: string;
};

/**
 * A Dutch date field: type dd-mm-jjjj (also 5-3-2026, 05/03/2026 or 05032026; shown as 05-03-2026
 * once the field is left) or pick the day in a calendar (nl-NL, week from Monday).
 *
 * A text input rather than React Aria's segmented DatePicker: that one brings its date hooks, all
 * calendar systems and a number parser (about 25 KiB gzipped) to every page with a date, while
 * this one reuses the text field and loads the calendar when it is first opened.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  minValue,
  description,
  errorMessage,
  isDisabled = false,
  clearLabel,
  onBlur,
  className,
  testId,
}: DatePickerFieldProps) {
  // The text as typed while the field has focus; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  // The calendar's popover exists only while open: closed, React Aria's dialog trigger and popover
  // cost every date field on a page a share of its first commit (docs/decisions.md).
  const [calendarOpen, setCalendarOpen] = useState(false);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const isTypedText = !!value && !isValidCalendarDate(value);
  // Half-typed text is not an error yet; once the field is left it is.
  const shownError =
    isTypedText && draft !== null
      ? undefined
      : (errorMessage ?? (isTypedText ? INVALID_DATE_MESSAGE : undefined));

  const type = (text: string) => {
    setDraft(text);
    onChange(text.trim() === '' ? null : (parseDutchDateInput(text) ?? text));
  };

  return (
    <TextField
      label={label}
      value={draft ?? displayOf(value)}
      onChange={type}
      onBlur={() => {
        setDraft(null);
        onBlur?.();
      }}
      placeholder="dd-mm-jjjj"
      inputMode="numeric"
      autoComplete="off"
      description={description}
      errorMessage={shownError}
      isDisabled={isDisabled}
      className={className}
      {...(testId ? { inputTestId: testId } : {})}
      endAdornmentWidth={clearLabel ? 'wide' : 'normal'}
      endAdornment={
        <span className="flex items-center">
          {clearLabel && value && !isDisabled && (
            <Button aria-label={clearLabel} onPress={() => onChange(null)} className={iconButtonClassName}>
              <X className="size-4" aria-hidden />
            </Button>
          )}
          <Button
            ref={calendarButton}
            aria-label="Kalender openen"
            aria-haspopup="dialog"
            aria-expanded={calendarOpen}
            isDisabled={isDisabled}
            {...loadOnIntent(loadCalendar)}
            onPress={() => setCalendarOpen(true)}
            className={iconButtonClassName}
          >
            <CalendarDays className="size-4" aria-hidden />
          </Button>
          {calendarOpen && (
            <Suspense fallback={null}>
              <DatePickerPopover
                triggerRef={calendarButton}
                onClose={() => setCalendarOpen(false)}
                value={value && isValidCalendarDate(value) ? value : null}
                minValue={minValue}
                onSelect={(iso) => {
                  setDraft(null);
                  onChange(iso);
                  setCalendarOpen(false);
                }}
              />
            </Suspense>
          )}
        </span>
      }
    />
  );
}
