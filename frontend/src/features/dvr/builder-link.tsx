import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { builderPath } from './use-create-dvr';

/** A link to a DVR's builder, optionally at one of its sections. */
export function BuilderLink({
  customerId,
  factoryId,
  dvr,
  section,
  className,
  children,
}: {
  customerId: string;
  factoryId: string;
  dvr: { id: string; code: string };
  section?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={builderPath(customerId, factoryId, dvr.id, dvr.code) as '/'}
      search={(section ? { section } : {}) as never}
      className={className}
    >
      {children}
    </Link>
  );
}
