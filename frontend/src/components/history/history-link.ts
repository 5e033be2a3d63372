import { HISTORY_MIN_LEVEL, isHistoryKind } from '@tutela/contracts';

/** Path of a record's "Cronologia", or null when its kind has none (activity rows of other streams). */
export function historyPath(kind: string, id: string): string | null {
  return isHistoryKind(kind) ? `/history/${kind}/${encodeURIComponent(id)}` : null;
}

/** The server's own rule (level in the current application), so the button shows only where the page opens. */
export function canSeeHistory(level: number): boolean {
  return level >= HISTORY_MIN_LEVEL;
}
