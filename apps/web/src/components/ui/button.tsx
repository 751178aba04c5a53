import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = Omit<AriaButtonProps, 'className'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Icon before the label (e.g. `<Plus aria-hidden />`). */
  icon?: ReactNode;
};

const base =
  'relative inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors outline-none ' +
  'data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-focus-visible:ring-offset-2 ' +
  'data-disabled:cursor-not-allowed data-disabled:opacity-50 data-pending:cursor-wait';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm data-hovered:bg-brand-700 data-pressed:bg-brand-800',
  secondary:
    'border border-gray-300 bg-white text-gray-800 shadow-sm data-hovered:bg-gray-50 data-pressed:bg-gray-100',
  danger: 'bg-red-600 text-white shadow-sm data-hovered:bg-red-700 data-pressed:bg-red-800',
  ghost: 'text-gray-700 data-hovered:bg-gray-100 data-pressed:bg-gray-200',
};

// Below 640 px every button is at least 44 × 44 px, a thumb's target (WCAG 2.5.5); from sm on the
// compact desktop heights.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-11 min-w-11 px-3 text-sm sm:h-8 sm:min-w-0',
  md: 'h-11 min-w-11 px-4 text-sm sm:h-10 sm:min-w-0',
};

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(base, variants[variant], sizes[size], extra);
}

/**
 * React Aria button. `isPending` shows a spinner, keeps the width and announces the busy state.
 * Use `onPress` (not onClick); `type="submit"` for forms.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  icon,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} className={buttonClassName(variant, size, className)}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && (
            <span className="absolute inset-0 flex items-center justify-center">
              <Spinner size="sm" label="Bezig…" />
            </span>
          )}
          <span className={cn('inline-flex items-center gap-2', isPending && 'invisible')}>
            {icon}
            {content}
          </span>
        </>
      ))}
    </AriaButton>
  );
}
