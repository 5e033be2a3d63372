import { isLoadingExcludedPath } from '@tutela/contracts';

export interface LoadingTrackerOptions {
  debounceMs: number;
  onChange: (visible: boolean) => void;
}

export interface LoadingTracker {
  start: (path: string) => void;
  end: (path: string) => void;
  dispose: () => void;
}

/**
 * Counts the calls in flight and shows the indicator only when some call has lasted longer than the
 * debounce (200 ms, spec part 1 §9), so quick answers never flash it. Background refreshes and
 * type-ahead searches (contracts' excluded paths) are not counted at all.
 */
export function createLoadingTracker({ debounceMs, onChange }: LoadingTrackerOptions): LoadingTracker {
  let pending = 0;
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setVisible = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    onChange(next);
  };

  return {
    start(path) {
      if (isLoadingExcludedPath(path)) return;
      pending += 1;
      if (pending === 1 && timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          if (pending > 0) setVisible(true);
        }, debounceMs);
      }
    },
    end(path) {
      if (isLoadingExcludedPath(path) || pending === 0) return;
      pending -= 1;
      if (pending === 0) {
        clearTimeout(timer);
        timer = undefined;
        setVisible(false);
      }
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
