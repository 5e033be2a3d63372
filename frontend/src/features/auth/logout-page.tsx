import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../../components/ui/spinner';
import { clearToken, getToken } from '../../lib/auth-token';
import { clearCurrentApp } from '../../lib/current-app';
import { clearWorkContext } from '../../lib/work-context';
import { LOGIN_PATH } from '../../lib/route-sections';
import { logout } from './auth-api';

/** Revokes the token on the server (best effort), forgets everything local, then shows the login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    const run = async () => {
      if (getToken()) {
        // A server that cannot be reached must not keep the user signed in on this device.
        await logout().catch(() => undefined);
      }
      clearToken();
      clearCurrentApp();
      clearWorkContext();
      queryClient.clear();
      if (active) await navigate({ to: LOGIN_PATH, replace: true });
    };
    void run();
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);

  return (
    <div className="flex min-h-screen items-center justify-center gap-3 text-slate-600">
      <Spinner /> Disconnessione in corso…
    </div>
  );
}
