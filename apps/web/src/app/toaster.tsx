import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '../lib/constants';
import { isToasterRequested, onToasterRequest } from '../lib/toaster-request';
import { useWideScreen } from '../lib/use-wide-screen';

// sonner is not part of any screen's first download: the Toaster mounts with the first toast
// (`lib/toast.ts`) or when a screen asks for it (lib/toaster-request.ts), and a toast made before it mounted is shown then.
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Where a toast covers nothing a person is about to click. On a wide screen: top centre, below the
 * top bar, between the page title (left) and the page header's buttons (right; "Toevoegen" right
 * after a save) and away from a form's Opslaan at the bottom right. On a phone: full width just
 * above the bottom navigation (56 px items + its border), where the page can scroll away beneath.
 */
export function AppToaster() {
  const [mounted, setMounted] = useState(isToasterRequested);
  const wide = useWideScreen();
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const stop = onToasterRequest(mount);
    if (isToasterRequested()) mount();
    return stop;
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={wide ? 'top-center' : 'bottom-center'}
        offset={{ top: 64 }}
        mobileOffset={{ bottom: 'calc(65px + env(safe-area-inset-bottom))', left: 8, right: 8 }}
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        // sonner names its region "Notifications alt+T" (its hotkey, Alt+T, moves focus to the
        // toasts); the whole name replaced so the hotkey reads as a Dutch keyboard says it.
        customAriaLabel="Meldingen (Alt+T)"
        toastOptions={{ closeButtonAriaLabel: 'Melding sluiten' }}
      />
    </Suspense>
  );
}
