import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../lib/constants';

// sonner is not part of any screen's first download: the Toaster mounts with the first toast
// (`lib/toast.ts`) or when a screen asks for it, and a toast made before it mounted is shown then.
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the Toaster (loading sonner) if it is not there yet. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

// Tailwind's `sm`: from here on the sidebar replaces the bottom navigation.
const WIDE = '(min-width: 640px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia(WIDE).matches;

/**
 * Where a toast covers nothing a person is about to click. On a wide screen: top centre, below the
 * top bar, between the page title (left) and the page header's buttons (right; "Toevoegen" right
 * after a save) and away from a form's Opslaan at the bottom right. On a phone: full width just
 * above the bottom navigation (56 px items + its border), where the page can scroll away beneath.
 */
export function AppToaster() {
  const [mounted, setMounted] = useState(wanted);
  const wide = useSyncExternalStore(subscribeWide, isWide);
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
        position={wide ? 'top-center' : 'bottom-center'}
        offset={{ top: 64 }}
        mobileOffset={{ bottom: 'calc(65px + env(safe-area-inset-bottom))', left: 8, right: 8 }}
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        toastOptions={{ closeButtonAriaLabel: 'Melding sluiten' }}
      />
    </Suspense>
  );
}
