import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ui/confirm-dialog';

/**
 * While `unsaved` is true, leaving the page asks first: a reload or closing the tab gets the
 * browser's own question (beforeunload), a link inside the app (and browser Back to another page)
 * a Dutch dialog. A change of the query only (a tab kept in `?view=`) is no leaving.
 * `leaveWithoutAsking()` lets the next navigation pass, e.g. to the record just saved, before
 * React has re-rendered with `unsaved` false. Used by the invoice line editor and the order form.
 */
export function useLeaveWarning(unsaved: boolean): { dialog: ReactNode; leaveWithoutAsking: () => void } {
  const pass = useRef(false);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (pass.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !pass.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaveWithoutAsking = useCallback(() => {
    pass.current = true;
  }, []);
  const dialog = (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Wijzigingen nog niet opgeslagen"
      confirmLabel="Pagina verlaten"
      cancelLabel="Blijven"
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    >
      Niet alles op deze pagina is opgeslagen. Als je de pagina verlaat, ben je die wijzigingen kwijt.
    </ConfirmDialog>
  );
  return { dialog, leaveWithoutAsking };
}

/** The leave warning as an element, for a page that needs no `leaveWithoutAsking`. */
export function LeaveWarning({ unsaved }: { unsaved: boolean }) {
  return useLeaveWarning(unsaved).dialog;
}
