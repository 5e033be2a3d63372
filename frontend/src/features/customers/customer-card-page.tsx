import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CUSTOMER_MESSAGES, type CustomerDetail } from '@tutela/contracts';
import { ActivityLogButton } from '../../components/activity-log/activity-log-button';
import { HistoryButton } from '../../components/history/history-button';
import { Button } from '../../components/ui/button';
import { RecordLoader } from '../../components/ui/record-loader';
import { Section } from '../../components/ui/section';
import { useConcurrentEditGuard } from '../../lib/concurrent-edit';
import { formatDate } from '../../lib/format-date';
import { useUserData } from '../../lib/session';
import { useSnackbar } from '../../lib/use-snackbar';
import { CustomerForm } from './customer-form';
import { changedCustomerFields, customerFormValues, type CustomerFormValues } from './customer-form-values';
import { CustomerInfoDialog } from './customer-info-dialog';
import { CUSTOMER_WRITE_LEVEL } from './customer-levels';
import { CustomerNoticeBanner } from './customer-notice-banner';
import { customerDetailQuery, useCustomerCommand, useUpdateCustomer } from './customers-api';
import { FactoriesSection } from './factories-section';

/**
 * The customer's card; `readOnly` shows a past state (Cronologia): no edit control, no log or history button.
 * `workersPanel` puts the workers context's list of this company's workers on the card (today's, so not on a past state).
 */
export function CustomerCard({
  customer,
  readOnly = false,
  workersPanel,
}: {
  customer: CustomerDetail;
  readOnly?: boolean;
  workersPanel?: (customer: CustomerDetail) => ReactNode;
}) {
  const { permission } = useUserData();
  const editable = !readOnly && permission.level >= CUSTOMER_WRITE_LEVEL;
  const update = useUpdateCustomer(customer.id);
  const guard = useConcurrentEditGuard(CUSTOMER_MESSAGES.STALE_CARD);
  const snackbar = useSnackbar();
  const { run, busy } = useCustomerCommand(customer.id);
  const [infoOpen, setInfoOpen] = useState(false);
  const initial = customerFormValues(customer);

  // Errors other than a stale card are the form's to show under its fields.
  const save = async (values: CustomerFormValues) => {
    const changes = changedCustomerFields(initial, values);
    if (!changes) {
      snackbar.show('Nessuna modifica da salvare', 'info');
      return;
    }
    if (await guard(() => update.mutateAsync({ ...changes, revision: customer.revision }))) {
      snackbar.show(CUSTOMER_MESSAGES.CUSTOMER_SAVED, 'success');
    }
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {!readOnly && (
          <Link to="/customers/list" className="text-sm text-brand-700 hover:underline">
            ← Aziende
          </Link>
        )}
        <h1 className="text-lg font-semibold text-slate-800">{customer.company_name}</h1>
        {customer.resigned && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700">
            Cessata{customer.resigned_on ? ` dal ${formatDate(customer.resigned_on)}` : ''}
          </span>
        )}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={() => setInfoOpen(true)}>
            Info azienda
          </Button>
          {editable &&
            (customer.resigned ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => void run({ kind: 'reinstate' }, { success: 'Azienda riattivata' })}
              >
                Riattiva
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void run(
                    { kind: 'resign' },
                    {
                      confirm: {
                        title: 'Cessa azienda',
                        message: `Segnare "${customer.company_name}" come cessata da oggi?`,
                        confirmLabel: 'Cessa',
                      },
                      success: 'Azienda cessata',
                    },
                  )
                }
              >
                Cessa
              </Button>
            ))}
          {!readOnly && <ActivityLogButton logName="customer" subjectId={customer.id} />}
          {!readOnly && <HistoryButton kind="customer" id={customer.id} />}
        </div>
      </div>
      <CustomerNoticeBanner notice={customer.default_notice} />

      <Section title="Dati azienda">
        <CustomerForm key={customer.revision} initial={initial} submitLabel="Salva" onSubmit={save} readOnly={!editable} />
        {customer.ateco_desc && (
          <p className="mt-2 text-xs text-slate-500">
            ATECO {customer.ateco}: {customer.ateco_desc}
          </p>
        )}
      </Section>

      <Section title="Sedi">
        <FactoriesSection customer={customer} editable={editable} />
      </Section>

      {!readOnly && workersPanel?.(customer)}

      {infoOpen && (
        <CustomerInfoDialog key={customer.revision} customer={customer} editable={editable} open onClose={() => setInfoOpen(false)} />
      )}
    </div>
  );
}

/** Customer card (customers/list/card/{id}): data, sedi with reparti and modules, info dialog, activity log. */
/** `workersPanel` lets the route put the workers context's list of this company's workers on the card. */
export function CustomerCardPage({ id, workersPanel }: { id: string; workersPanel?: (customer: CustomerDetail) => ReactNode }) {
  return (
    <RecordLoader
      query={useQuery(customerDetailQuery(id))}
      notFound={CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND}
      failed="Impossibile caricare l'azienda"
    >
      {(customer) => <CustomerCard customer={customer} workersPanel={workersPanel} />}
    </RecordLoader>
  );
}
