import { useEffect } from 'react';
import { Snackbar } from '../../components/ui/snackbar';
import { ConfirmDialogHost } from '../../components/ui/confirm-dialog/confirm-dialog-host';
import { LoadingIndicator } from './feedback/loading-indicator';
import { useUpdateNotice } from './feedback/use-update-notice';
import { warnIfStorageLow } from './feedback/storage-check';

/** Everything that floats above every layout: loading bar, dialogs, snackbars, update and storage notices. */
export function AppOverlays() {
  useUpdateNotice();
  useEffect(() => {
    void warnIfStorageLow();
  }, []);
  return (
    <>
      <LoadingIndicator />
      <ConfirmDialogHost />
      <Snackbar />
    </>
  );
}
