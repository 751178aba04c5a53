import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TOAST_DURATION_MS } from './constants';
import { toast } from './toast';

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
    toast[tone](message, { id: `flash-${location.key}`, duration: TOAST_DURATION_MS });
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [message, tone, location.key, location.pathname, location.search, location.hash, navigate]);
}
