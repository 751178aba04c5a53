let requested = false;
const listeners = new Set<() => void>();

/**
 * Mounts the Toaster (loading sonner) if it is not there yet. The signal lives here, below the
 * shell, so a screen or lib/toast.ts can ask for it; app/toaster.tsx listens.
 */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** Whether the Toaster was asked for already. */
export const isToasterRequested = () => requested;

/** Calls `listener` when the Toaster is asked for; answers the unsubscribe. */
export function onToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
