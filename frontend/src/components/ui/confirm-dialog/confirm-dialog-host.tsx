import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getPendingConfirms, subscribeConfirms } from './confirm-store';

// The dialogs (and Headless UI's dialog machinery) are fetched the first time one opens: the login page
// and the first paint never pay for them.
const ConfirmDialogBody = lazy(() => import('./confirm-dialog-body'));

/** Mounted once at the root: shows the oldest pending dialog; the next one opens when it is answered. */
export function ConfirmDialogHost() {
  const pending = useSyncExternalStore(subscribeConfirms, getPendingConfirms, getPendingConfirms);
  const head = pending[0];
  if (!head) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBody key={head.id} pending={head} />
    </Suspense>
  );
}
