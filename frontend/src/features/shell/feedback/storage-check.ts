import { MESSAGES, STORAGE_WARNING_BYTES } from '@tutela/contracts';
import { pushSnackbar } from '../../../lib/snackbar-store';

export interface StorageEstimateLike {
  quota?: number;
  usage?: number;
}

/** Space still available to the app below 100 MB (spec part 1 §9). Unknown quota: no warning. */
export function isStorageLow(estimate: StorageEstimateLike): boolean {
  if (typeof estimate.quota !== 'number') return false;
  return estimate.quota - (estimate.usage ?? 0) < STORAGE_WARNING_BYTES;
}

/** Checked once per page load; browsers without the Storage API are simply not checked. */
export async function warnIfStorageLow(storage: StorageManager | undefined = navigator.storage): Promise<void> {
  if (!storage?.estimate) return;
  try {
    if (isStorageLow(await storage.estimate())) pushSnackbar({ message: MESSAGES.LOW_STORAGE_WARNING, kind: 'error' });
  } catch {
    // The estimate is advisory; a browser refusing it must not break the page.
  }
}
