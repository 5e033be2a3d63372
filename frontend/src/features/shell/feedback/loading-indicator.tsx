import { useEffect, useState } from 'react';
import { LOADING_DEBOUNCE_MS } from '@tutela/contracts';
import { onApiRequest } from '../../../lib/api-events';
import { createLoadingTracker } from '../../../lib/loading-tracker';

/** A thin bar at the top of the window while a (non-excluded) call lasts longer than 200 ms. */
export function LoadingIndicator() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const tracker = createLoadingTracker({ debounceMs: LOADING_DEBOUNCE_MS, onChange: setVisible });
    const unsubscribe = onApiRequest((event, info) => (event === 'start' ? tracker.start(info.path) : tracker.end(info.path)));
    return () => {
      unsubscribe();
      tracker.dispose();
    };
  }, []);

  if (!visible) return null;
  return (
    <div role="progressbar" aria-label="Caricamento in corso" className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-[loading_1s_ease-in-out_infinite] bg-brand-600" />
    </div>
  );
}
