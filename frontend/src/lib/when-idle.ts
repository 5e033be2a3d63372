/**
 * Runs `task` once the browser has nothing else to do (the screen's own requests and rendering first), at the latest
 * after `timeoutMs`: for downloads a later screen needs, started ahead while the user reads or types.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: timeoutMs });
  else window.setTimeout(task, 200);
}
