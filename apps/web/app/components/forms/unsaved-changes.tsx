import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '~/components/forms/confirm-dialog';

/**
 * Asks before leaving an editor with unsaved changes: a link or back button inside the app opens a
 * confirmation (React Router's blocker); closing the tab or reloading gets the browser's own question.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave and lose changes"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>You have changes that are not saved. If you leave this page now, they are lost.</p>
    </ConfirmDialog>
  );
}
