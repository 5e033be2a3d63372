import { Outlet } from '@tanstack/react-router';

/** Authentication, public pages and admintools: the page alone. */
export function BlankLayout() {
  return (
    <div className="min-h-full">
      <Outlet />
    </div>
  );
}
