import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from '@tanstack/react-router';
import { getWorkContext, setWorkContext, subscribeWorkContext, workContextFromPath, type WorkContext } from './work-context';

/** The current customer/factory selection, following customer and factory cards as they are opened. */
export function useWorkContext(): WorkContext {
  const { pathname } = useLocation();
  useEffect(() => {
    const implied = workContextFromPath(pathname);
    if (implied) setWorkContext(implied);
  }, [pathname]);
  return useSyncExternalStore(subscribeWorkContext, getWorkContext, getWorkContext);
}
