import { useEffect } from 'react';
import { MESSAGES, UPDATE_MESSAGE_MS } from '@tutela/contracts';
import { pushSnackbar } from '../../../lib/snackbar-store';
import { fetchDeployedBuildId, isNewVersion, runningBuildId } from './version-check';

/** How often the deployed version is checked. Not in the spec; a deploy is noticed within minutes. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * "Attenzione è presente un aggiornamento dell'applicazione…" with a Reload action for 40 s when a newer
 * build is deployed; each new build is announced once.
 */
export function useUpdateNotice(): void {
  useEffect(() => {
    const running = runningBuildId();
    if (running === null) return;
    let announced: string | null = null;
    let cancelled = false;
    const check = async () => {
      const deployed = await fetchDeployedBuildId();
      if (cancelled || !isNewVersion(running, deployed) || deployed === announced) return;
      announced = deployed;
      pushSnackbar({
        message: MESSAGES.UPDATE_AVAILABLE,
        kind: 'info',
        durationMs: UPDATE_MESSAGE_MS,
        action: { label: MESSAGES.UPDATE_RELOAD_ACTION, run: () => window.location.reload() },
      });
    };
    const timer = setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);
}
