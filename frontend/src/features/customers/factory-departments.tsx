import { useState } from 'react';
import { CUSTOMER_MESSAGES, type CustomerFactoryRow } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import type { useCustomerCommand } from './customers-api';

type Run = ReturnType<typeof useCustomerCommand>['run'];

/** The departments (reparti) of one factory: listed, and for editors added, renamed and removed in place. */
export function FactoryDepartments({
  factory,
  editable,
  run,
  busy,
}: {
  factory: CustomerFactoryRow;
  editable: boolean;
  run: Run;
  busy: boolean;
}) {
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);

  const add = async () => {
    if (!name.trim()) return;
    if (await run({ kind: 'addDepartment', factoryId: factory.id, name: name.trim() }, { success: CUSTOMER_MESSAGES.DEPARTMENT_SAVED }))
      setName('');
  };
  const rename = async () => {
    if (!editing || !editing.name.trim()) return;
    if (
      await run(
        { kind: 'renameDepartment', factoryId: factory.id, departmentId: editing.id, name: editing.name.trim() },
        {
          success: CUSTOMER_MESSAGES.DEPARTMENT_SAVED,
        },
      )
    ) {
      setEditing(null);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid={`departments-${factory.id}`}>
      {factory.departments.length === 0 ? (
        <p className="text-sm text-slate-500">Nessun reparto</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {factory.departments.map((department) =>
            editing?.id === department.id ? (
              <li key={department.id} className="flex items-center gap-1">
                <input
                  aria-label="Nome reparto"
                  value={editing.name}
                  onChange={(event) => setEditing({ ...editing, name: event.target.value })}
                  className="rounded border border-slate-300 px-2 py-1 text-sm"
                />
                <Button variant="secondary" className="px-2 py-1" disabled={busy} onClick={() => void rename()}>
                  Salva
                </Button>
                <Button variant="ghost" className="px-2 py-1" onClick={() => setEditing(null)}>
                  Annulla
                </Button>
              </li>
            ) : (
              <li key={department.id} className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm text-slate-800">
                {department.name}
                {editable && (
                  <>
                    <button
                      type="button"
                      title="Rinomina reparto"
                      aria-label={`Rinomina ${department.name}`}
                      className="rounded px-1 text-slate-500 hover:bg-slate-200"
                      onClick={() => setEditing({ id: department.id, name: department.name })}
                    >
                      ✎
                    </button>
                    <button
                      type="button"
                      title="Elimina reparto"
                      aria-label={`Elimina ${department.name}`}
                      className="rounded px-1 text-red-600 hover:bg-red-50"
                      onClick={() =>
                        void run(
                          { kind: 'removeDepartment', factoryId: factory.id, departmentId: department.id },
                          {
                            confirm: {
                              title: 'Elimina reparto',
                              message: `Eliminare il reparto "${department.name}"?`,
                              confirmLabel: 'Elimina',
                            },
                            success: 'Reparto eliminato',
                          },
                        )
                      }
                    >
                      ×
                    </button>
                  </>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {editable && (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <input
            aria-label="Nuovo reparto"
            placeholder="Nuovo reparto"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="w-48 rounded border border-slate-300 px-2 py-1 text-sm"
          />
          <Button type="submit" variant="secondary" className="px-3 py-1" disabled={busy || !name.trim()}>
            Aggiungi reparto
          </Button>
        </form>
      )}
    </div>
  );
}
