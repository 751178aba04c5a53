import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '../lib/constants';

// sonner is not part of the sign-in page's download: the Toaster mounts once a screen asks for it
// (the logged-in layout, or a flash message), and a toast made before it mounted is shown then.
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the Toaster (loading sonner) if it is not there yet. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/**
 * Toasts at the top right, below the 56 px top bar, so they never cover the user menu; on a phone
 * they span the width below the bar as well.
 */
export function AppToaster() {
  const [mounted, setMounted] = useState(wanted);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    listeners.add(mount);
    if (wanted) mount();
    return () => {
      listeners.delete(mount);
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-right"
        offset={{ top: 64, right: 16 }}
        mobileOffset={{ top: 64, left: 8, right: 8 }}
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        toastOptions={{ closeButtonAriaLabel: 'Melding sluiten' }}
      />
    </Suspense>
  );
}
