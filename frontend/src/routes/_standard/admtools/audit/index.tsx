import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../../features/audit/audit-page';
import { verificationsQuery } from '../../../../features/audit/audit-api';
import { requireAuditLevel } from '../../../../features/audit/require-audit-level';

// Integrità registro (Admin tools, level ≥ 8).
export const Route = createFileRoute('/_standard/admtools/audit/')({
  beforeLoad: ({ context }) => requireAuditLevel(context.queryClient),
  loader: ({ context }) => context.queryClient.ensureQueryData(verificationsQuery()),
  component: AuditPage,
});
