import { Outlet } from '@tanstack/react-router';
import { useUserData } from '../../../lib/session';

/**
 * The page of a guarded layout. With an expired password the server answers only the password change,
 * so the page is not mounted at all: its calls would just fail behind the "Cambio password" dialog.
 */
export function SessionOutlet() {
  const { user } = useUserData();
  if (user.passwdexp) {
    return <p className="p-6 text-sm text-slate-600">Per continuare è necessario cambiare la password.</p>;
  }
  return <Outlet />;
}
