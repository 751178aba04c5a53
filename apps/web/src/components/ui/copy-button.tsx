import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { Button, type ButtonSize, type ButtonVariant } from './button';

/**
 * A button that copies `text` to the clipboard and says so in a toast; when the browser refuses
 * (no permission, no secure context) the toast `failedMessage` tells how to copy by hand.
 */
export function CopyButton({
  text,
  copiedMessage,
  failedMessage,
  variant = 'secondary',
  size = 'md',
  children,
}: {
  text: string;
  copiedMessage: string;
  failedMessage: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copiedMessage);
    } catch {
      toast.error(failedMessage);
    }
  };
  return (
    <Button variant={variant} size={size} onPress={() => void copy()}>
      <Copy className="size-4" aria-hidden />
      {children}
    </Button>
  );
}
