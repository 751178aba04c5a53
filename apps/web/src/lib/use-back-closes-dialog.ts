import { useEffect, useRef } from 'react';

/**
 * While a dialog is open, browser Back (or a phone's back gesture) closes the dialog instead of
 * leaving the page: opening adds a history entry for the same address; Back returns to the page's
 * own entry and closes the dialog. Closed otherwise (Annuleren, Escape, saved), the added entry is
 * taken off again, so the page keeps one entry and Forward does not reopen a closed dialog.
 * The entry carries the router's own state, so the router sees the same page (no navigation).
 */
export function useBackClosesDialog(isOpen: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!isOpen) return;
    const marker = `dialog-${Math.random().toString(36).slice(2)}`;
    const state = window.history.state as Record<string, unknown> | null;
    window.history.pushState({ ...state, dialog: marker }, '');
    let wentBack = false;
    const onPopState = () => {
      if ((window.history.state as { dialog?: string } | null)?.dialog === marker) return;
      wentBack = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!wentBack && (window.history.state as { dialog?: string } | null)?.dialog === marker)
        window.history.back();
    };
  }, [isOpen]);
}
