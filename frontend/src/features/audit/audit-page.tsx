import { useSuspenseQuery } from '@tanstack/react-query';
import { AUDIT_VERIFY_MIN_LEVEL } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { useUserData } from '../../lib/session';
import { pushSnackbar } from '../../lib/snackbar-store';
import { useStartVerification, verificationsQuery } from './audit-api';
import { HistoryExportForm } from './history-export-form';
import { ProjectionsStatus } from './projections-status';
import { VerificationsTable } from './verifications-table';

/**
 * Integrità registro (Admin tools, level ≥ 8): the last verifications of the event log's hash chains, the state of
 * every read model (a failed one named with its event), and the inspector's export of one record's history. Only
 * level 9 starts a verification (it reads every tenant's log).
 */
export function AuditPage() {
  const { permission } = useUserData();
  const { data: runs } = useSuspenseQuery(verificationsQuery());
  const start = useStartVerification();
  const verify = () =>
    start.mutate(undefined, {
      onSuccess: (run) =>
        pushSnackbar({
          kind: run.ok ? 'success' : 'error',
          message: run.ok ? 'Registro integro' : `Problemi rilevati: ${run.problem_count}`,
        }),
      onError: (error) => pushSnackbar({ kind: 'error', message: error.message }),
    });
  return (
    <div className="space-y-6 p-4">
      <section className="space-y-3">
        <div className="flex items-center justify-between">
          <h1 className="text-lg font-semibold">Integrità del registro eventi</h1>
          {permission.level >= AUDIT_VERIFY_MIN_LEVEL && (
            <Button onClick={verify} disabled={start.isPending} data-testid="audit-verify">
              {start.isPending ? 'Verifica in corso…' : 'Avvia verifica'}
            </Button>
          )}
        </div>
        <VerificationsTable runs={runs} />
      </section>
      <section className="space-y-3">
        <h2 className="text-base font-semibold">Stato delle proiezioni</h2>
        <ProjectionsStatus />
      </section>
      <section className="space-y-3">
        <h2 className="text-base font-semibold">Storico di un record per un ispettore</h2>
        <HistoryExportForm />
      </section>
    </div>
  );
}
