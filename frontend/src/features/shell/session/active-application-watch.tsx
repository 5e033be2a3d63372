import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { applicationToMoveTo } from '../../../lib/active-application';
import { useUserData } from '../../../lib/session';
import { switchApplication } from '../header/switch-application';

/**
 * Mounted by every guarded layout. When fresh user data says the current application is no longer active
 * for the entity (an administrator just switched it off, here or elsewhere), the user is moved to the first
 * active one exactly as the header's switch would, instead of staying in an application they cannot use.
 */
export function ActiveApplicationWatch() {
  const { app, user } = useUserData();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const switching = useRef(false);
  const target = applicationToMoveTo(app, user);

  useEffect(() => {
    // switchApplication reloads the page: one switch is enough, whatever re-renders happen before it.
    if (!target || switching.current) return;
    switching.current = true;
    void switchApplication(target, {
      queryClient,
      navigateHome: () => void navigate({ to: '/' }),
      reload: () => window.location.reload(),
    });
  }, [target, queryClient, navigate]);
  return null;
}
