import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * While `unsaved` is true, leaving the page asks first: a reload or closing the tab gets the
 * browser's own question (beforeunload), a link inside the app a Dutch dialog.
 */
export function LeaveWarning({ unsaved }: { unsaved: boolean }) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
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
}
