import { isHistoryExportKind, type HistoryExportKind, type RecordHistoryExport } from '@tutela/contracts';
import { apiFetch } from '../../lib/api-client';
import { pushSnackbar } from '../../lib/snackbar-store';

export function historyFileName(kind: HistoryExportKind, id: string): string {
  return `storico-${kind}-${id}.json`;
}

/**
 * Downloads a record's full history for an inspector (level 8): fetched with the session's token (a plain link
 * could not send it), then saved as the JSON file the server built, hashes included. The server records the
 * download in the activity log.
 */
export async function downloadHistory(kind: HistoryExportKind, id: string): Promise<void> {
  try {
    const file = await apiFetch<RecordHistoryExport>(`history/${kind}/${encodeURIComponent(id)}/export`);
    const blob = new Blob([JSON.stringify(file, null, 2)], {
      type: 'application/json',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = historyFileName(kind, id);
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoked on the next tick: some browsers start the download asynchronously after click().
    setTimeout(() => URL.revokeObjectURL(url), 0);
  } catch (error) {
    pushSnackbar({
      kind: 'error',
      message: error instanceof Error ? error.message : 'Download non riuscito',
    });
  }
}

/** The activity log's stream category, when it names a record whose history can be exported. */
export function exportableKind(logName: string): HistoryExportKind | null {
  return isHistoryExportKind(logName) ? logName : null;
}
