import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, Focusable, TooltipTrigger } from 'react-aria-components';

export type TooltipProps = {
  /** The tooltip text. */
  content: ReactNode;
  /**
   * The trigger: one element that takes a ref and is a button, link, img or svg, or has an
   * interactive/img role, e.g. `<span role="img" aria-label="Op voorraad: 3">…</span>`. It is made
   * focusable so keyboard users can reach the tooltip.
   */
  children: ReactElement<DOMAttributes<HTMLElement>, string>;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  delay?: number;
};

/** Shows `content` on hover and keyboard focus. */
export function Tooltip({ content, children, placement = 'top', delay = 400 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={100}>
      <Focusable>{children}</Focusable>
      <AriaTooltip
        placement={placement}
        offset={6}
        className="max-w-xs rounded-md bg-gray-900 px-2 py-1 text-xs text-white shadow-lg"
      >
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
