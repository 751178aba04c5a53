import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type MessageTone = 'info' | 'success' | 'warning' | 'danger';

export type MessageBarProps = {
  tone?: MessageTone;
  children: ReactNode;
  /** e.g. a ghost button "Toon gedeactiveerde item(s)". */
  action?: ReactNode;
  className?: string;
  /**
   * 'alert' announces immediately (errors after submit), 'status' politely; 'none' for static
   * information. Default: 'alert' for danger, else 'status'.
   */
  live?: 'alert' | 'status' | 'none';
};

const tones: Record<MessageTone, { box: string; icon: ReactNode }> = {
  info: {
    box: 'border-sky-200 bg-sky-50 text-sky-900',
    icon: <Info className="size-5 text-sky-600" aria-hidden />,
  },
  success: {
    box: 'border-green-200 bg-green-50 text-green-900',
    icon: <CircleCheck className="size-5 text-green-600" aria-hidden />,
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: <TriangleAlert className="size-5 text-amber-600" aria-hidden />,
  },
  danger: {
    box: 'border-red-200 bg-red-50 text-red-800',
    icon: <CircleAlert className="size-5 text-red-600" aria-hidden />,
  },
};

/** A coloured bar with a message (a red one with `tone="danger"` is the error banner). */
export function MessageBar({ tone = 'info', children, action, className, live }: MessageBarProps) {
  const mode = live ?? (tone === 'danger' ? 'alert' : 'status');
  const role = mode === 'none' ? undefined : mode;
  return (
    <div
      role={role}
      className={cn('flex items-start gap-3 rounded-md border px-4 py-3 text-sm', tones[tone].box, className)}
    >
      <span className="mt-px shrink-0">{tones[tone].icon}</span>
      <div className="min-w-0 flex-1">{children}</div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
