import { useState } from 'react';
import { CUSTOMER_MESSAGES, type CustomerDetail, type CustomerFactoryRow } from '@tutela/contracts';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { useCustomerCommand, type CustomerCommand } from './customers-api';
import { FactoryDepartments } from './factory-departments';
import { FactoryDialog, type FactoryDialogResult } from './factory-dialog';
import { FactoryMapDialog } from './factory-map-dialog';

const sameModules = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((m) => b.includes(m));

/** Sedi of the card: open factories with position, modules and departments; editors add, edit, place and close them. */
export function FactoriesSection({ customer, editable }: { customer: CustomerDetail; editable: boolean }) {
  const { run, busy } = useCustomerCommand(customer.id);
  const [dialog, setDialog] = useState<{ factory: CustomerFactoryRow | null } | null>(null);
  const [mapFor, setMapFor] = useState<CustomerFactoryRow | null>(null);

  const save = async (factory: CustomerFactoryRow | null, result: FactoryDialogResult) => {
    const commands: CustomerCommand[] = !factory
      ? [{ kind: 'addFactory', body: result.body }]
      : [
          { kind: 'updateFactory', factoryId: factory.id, body: result.body },
          ...(sameModules(factory.modules, result.modules)
            ? []
            : [{ kind: 'setModules', factoryId: factory.id, modules: result.modules } as const]),
        ];
    const ok = await run(commands, { success: CUSTOMER_MESSAGES.FACTORY_SAVED, throwValidation: true });
    if (ok) setDialog(null);
  };

  return (
    <div className="flex flex-col gap-3">
      {editable && (
        <div>
          <Button onClick={() => setDialog({ factory: null })} disabled={customer.resigned}>
            Nuova sede
          </Button>
        </div>
      )}
      {customer.factories.length === 0 ? (
        <p className="text-sm text-slate-500">Nessun record presente</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
          {customer.factories.map((factory) => (
            <li key={factory.id} className="flex flex-col gap-2 p-3" data-testid="factory-row">
              <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
                <div className="min-w-48 flex-1">
                  <AppLink
                    href={`/customers/list/card/${encodeURIComponent(customer.id)}/factory/${encodeURIComponent(factory.id)}`}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    title="Apri la scheda della sede (DVR)"
                  >
                    {factory.name}
                  </AppLink>
                  <p className="text-sm text-slate-600">{[factory.address, factory.location.comune].filter(Boolean).join(', ') || '—'}</p>
                  <p className="text-xs text-slate-500">
                    {factory.lat !== null && factory.lng !== null
                      ? `Posizione: ${factory.lat.toFixed(5)}, ${factory.lng.toFixed(5)}`
                      : 'Posizione non impostata'}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  {factory.modules.map((module) => (
                    <span key={module} className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">
                      {module}
                    </span>
                  ))}
                </div>
                {editable && (
                  <div className="flex flex-wrap gap-1">
                    <Button variant="secondary" className="px-2 py-1" onClick={() => setMapFor(factory)}>
                      Mappa
                    </Button>
                    <Button variant="secondary" className="px-2 py-1" onClick={() => setDialog({ factory })}>
                      Modifica
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-2 py-1 text-red-700"
                      disabled={busy}
                      onClick={() =>
                        void run(
                          { kind: 'closeFactory', factoryId: factory.id },
                          {
                            confirm: {
                              title: 'Chiudi sede',
                              message: `Chiudere la sede "${factory.name}"? Resterà nello storico.`,
                              confirmLabel: 'Chiudi sede',
                            },
                            success: CUSTOMER_MESSAGES.FACTORY_CLOSED,
                          },
                        )
                      }
                    >
                      Chiudi
                    </Button>
                  </div>
                )}
              </div>
              <div className="pl-0 sm:pl-4">
                <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Reparti</p>
                <FactoryDepartments factory={factory} editable={editable} run={run} busy={busy} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialog && (
        <FactoryDialog
          open
          factory={dialog.factory}
          onClose={() => setDialog(null)}
          onSave={(result) => save(dialog.factory, result)}
          saving={busy}
        />
      )}
      {mapFor && (
        <FactoryMapDialog
          open
          saving={busy}
          title={`Posizione: ${mapFor.name}`}
          initial={mapFor.lat !== null && mapFor.lng !== null ? { lat: mapFor.lat, lng: mapFor.lng } : null}
          onClose={() => setMapFor(null)}
          onSave={async (position) => {
            if (await run({ kind: 'updateFactory', factoryId: mapFor.id, body: position }, { success: CUSTOMER_MESSAGES.FACTORY_SAVED }))
              setMapFor(null);
          }}
        />
      )}
    </div>
  );
}
