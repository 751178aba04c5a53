import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { requestToaster } from '../app/toaster';
import { TOAST_DURATION_MS } from './constants';

/** Router state that carries a one-time message to the next screen. */
export type FlashState = { message?: string; tone?: 'success' | 'error' | 'info' };

/**
 * Shows `location.state.message` as a toast (25 s) once, then clears the state so a reload does not
 * repeat it. Send one with `navigate('/login', { state: { message: '…' } satisfies FlashState })`.
 */
export function useFlashMessage(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as FlashState | null;
  const message = state?.message;
  const tone = state?.tone ?? 'success';

  useEffect(() => {
    if (!message) return;
    // sonner loads on demand (it is not part of the sign-in page's first download); a toast made
    // before the Toaster mounts is shown when it does.
    const id = `flash-${location.key}`;
    requestToaster();
    void import('sonner').then(({ toast }) => toast[tone](message, { id, duration: TOAST_DURATION_MS }));
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [message, tone, location.key, location.pathname, location.search, location.hash, navigate]);
}
