/** Exponential backoff for a failed projector or a dropped subscription. */
export interface RetryPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { initialDelayMs: 1_000, maxDelayMs: 60_000 };

/** Delay before attempt number `failures + 1`: initial, ×2 each time, capped. */
export function retryDelayMs(failures: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** exponent);
}
