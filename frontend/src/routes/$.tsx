import { createFileRoute, redirect } from '@tanstack/react-router';
import { LOGIN_PATH } from '../lib/route-sections';

// Spec part 1 §2: any path no route claims goes to authentication/login.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: LOGIN_PATH, replace: true });
  },
});
