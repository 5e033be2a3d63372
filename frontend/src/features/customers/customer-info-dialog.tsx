import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_ACCESS_LEVELS,
  CUSTOMER_ACCESS_LEVELS_FR,
  CUSTOMER_NOTICES,
  MESSAGES,
  dateRangeErrors,
  type CustomerAccess,
  type CustomerDetail,
  type CustomerNotice,
} from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { ApiError } from '../../lib/api-client';
import { useSnackbar } from '../../lib/use-snackbar';
import { changedCommands, draftFrom, type CustomerInfoDraft } from './customer-info-draft';
import { AccessSelect, Card, DateInput, fullName, Row, UserChecklist } from './customer-info-fields';
import { doctorsQuery, staffQuery, useCustomerCommand } from './customers-api';

/**
 * Customer info dialog (spec part 1 §2): MEDICINA, MEDICI COMPETENTI, FORMAZIONE, HSE, ACCESSO, GRUPPI and NOTE
 * cards. Level ≥ 5 gets one edit mode ("Modifica") with one Salva, which sends one command per card whose
 * values changed; below, everything is read-only.
 */
export function CustomerInfoDialog({
  customer,
  editable,
  open,
  onClose,
}: {
  customer: CustomerDetail;
  editable: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { run, busy } = useCustomerCommand(customer.id);
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState(false);
  // Bumped on Annulla: the date inputs keep the text typed, so they are mounted anew with the saved values.
  const [formKey, setFormKey] = useState(0);
  const doctors = useQuery({ ...doctorsQuery, enabled: editable && open });
  const secretaries = useQuery({ ...staffQuery('secretary'), enabled: editable && open });
  const [draft, setDraft] = useState<CustomerInfoDraft>(() => draftFrom(customer));
  const [dateErrors, setDateErrors] = useState<Record<string, string>>({});
  const inEdit = editable && editing;
  // Read-only, the cards show the customer as saved; in edit mode, the draft.
  const shown = inEdit ? draft : draftFrom(customer);
  const contracts = shown.contracts;
  const change = (part: Partial<CustomerInfoDraft>) => setDraft((current) => ({ ...current, ...part }));
  const setContract = (key: keyof CustomerInfoDraft['contracts']) => (value: string) =>
    setDraft((current) => ({ ...current, contracts: { ...current.contracts, [key]: value } }));
  const staff = shown.doctors;
  const setStaff = (doctors: CustomerInfoDraft['doctors']) => change({ doctors });
  const access = shown.access;
  const setAccess = (next: CustomerAccess) => change({ access: next });

  const cancel = () => {
    setDraft(draftFrom(customer));
    setDateErrors({});
    setFormKey((key) => key + 1);
    setEditing(false);
  };
  const close = () => {
    if (editing) cancel();
    onClose();
  };
  const edit = () => {
    setDraft(draftFrom(customer));
    setFormKey((key) => key + 1);
    setEditing(true);
  };
  const save = async () => {
    const errors = {
      ...dateRangeErrors(contracts.md_start, contracts.md_end, { start: 'md_start', end: 'md_end' }),
      ...dateRangeErrors(contracts.fr_start, contracts.fr_end, { start: 'fr_start', end: 'fr_end' }),
      ...dateRangeErrors(contracts.sr_start, contracts.sr_end, { start: 'sr_start', end: 'sr_end' }),
    };
    setDateErrors(Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key, messages[0]])));
    if (Object.keys(errors).length > 0) return;
    const commands = changedCommands(draft, customer);
    if (commands.length === 0) {
      snackbar.show('Nessuna modifica da salvare', 'info');
      setEditing(false);
      return;
    }
    try {
      const saved = await run(commands, { success: MESSAGES.DATA_SAVED, throwValidation: true });
      if (saved) setEditing(false);
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        setDateErrors(Object.fromEntries(Object.entries(error.errors).map(([key, messages]) => [key, messages[0]])));
    }
  };

  const dates = (prefix: 'md' | 'fr' | 'sr') => (
    <>
      <DateInput
        label="Inizio contratto"
        value={contracts[`${prefix}_start`]}
        onChange={setContract(`${prefix}_start`)}
        editable={inEdit}
        error={dateErrors[`${prefix}_start`]}
      />
      <DateInput
        label="Fine contratto"
        value={contracts[`${prefix}_end`]}
        onChange={setContract(`${prefix}_end`)}
        editable={inEdit}
        error={dateErrors[`${prefix}_end`]}
      />
    </>
  );
  const doctorOptions = doctors.data ?? customer.staff.doctors.map((doctor) => ({ id: doctor.user_id, name: fullName(doctor) }));
  const footer = inEdit ? (
    <>
      <Button variant="secondary" disabled={busy} onClick={cancel}>
        Annulla
      </Button>
      <Button disabled={busy} onClick={() => void save()}>
        Salva
      </Button>
    </>
  ) : (
    <>
      {editable && (
        <Button variant="secondary" onClick={edit}>
          Modifica
        </Button>
      )}
      <Button variant="secondary" onClick={close}>
        Chiudi
      </Button>
    </>
  );

  return (
    <DialogFrame open={open} onClose={close} title={`Informazioni azienda: ${customer.company_name}`} width="64rem" footer={footer}>
      <div key={formKey} className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <Card title="MEDICINA">{dates('md')}</Card>
        <Card title="MEDICI COMPETENTI">
          {staff.length === 0 && <p className="text-sm text-slate-500">Nessun medico assegnato</p>}
          {staff.map((doctor, index) =>
            inEdit ? (
              <div key={index} className="flex flex-wrap items-center gap-2">
                <select
                  aria-label="Medico"
                  value={doctor.user_id}
                  onChange={(event) => setStaff(staff.map((d, i) => (i === index ? { ...d, user_id: event.target.value } : d)))}
                  className="min-w-40 flex-1 rounded border border-slate-300 px-2 py-1 text-sm"
                >
                  <option value="">—</option>
                  {doctorOptions.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </select>
                <input
                  aria-label="Ruolo del medico"
                  value={doctor.role}
                  placeholder="Ruolo"
                  onChange={(event) => setStaff(staff.map((d, i) => (i === index ? { ...d, role: event.target.value } : d)))}
                  className="w-40 rounded border border-slate-300 px-2 py-1 text-sm"
                />
                <button
                  type="button"
                  aria-label="Rimuovi medico"
                  className="px-1 text-red-600"
                  onClick={() => setStaff(staff.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </div>
            ) : (
              <Row key={index} label={doctor.role}>
                {fullName(customer.staff.doctors[index])}
              </Row>
            ),
          )}
          {inEdit && (
            <div>
              <Button
                variant="ghost"
                className="px-2 py-1 text-xs"
                onClick={() => setStaff([...staff, { user_id: '', role: 'Medico competente' }])}
              >
                + Aggiungi medico
              </Button>
            </div>
          )}
          <UserChecklist
            label="Coordinamento sanitario"
            options={doctorOptions}
            selected={shown.coordinatorIds}
            editable={inEdit}
            onChange={(coordinatorIds) => change({ coordinatorIds })}
            current={customer.staff.health_coordinators}
          />
          <UserChecklist
            label="Segreterie"
            options={secretaries.data ?? []}
            selected={shown.secretaryIds}
            editable={inEdit}
            onChange={(secretaryIds) => change({ secretaryIds })}
            current={customer.staff.secretaries}
          />
        </Card>
        <Card title="FORMAZIONE">
          {dates('fr')}
          <Row label="Listino riservato">
            {inEdit ? (
              <input
                aria-label="Listino riservato"
                value={contracts.fr_price_list}
                onChange={(event) => setContract('fr_price_list')(event.target.value)}
                className="w-full rounded border border-slate-300 px-2 py-1"
              />
            ) : (
              contracts.fr_price_list || '—'
            )}
          </Row>
        </Card>
        <Card title="HSE">
          {dates('sr')}
          <Row label="Incarichi">
            {inEdit ? (
              <input
                aria-label="Incarichi"
                value={contracts.sr_assignments}
                onChange={(event) => setContract('sr_assignments')(event.target.value)}
                className="w-full rounded border border-slate-300 px-2 py-1"
              />
            ) : (
              contracts.sr_assignments || '—'
            )}
          </Row>
        </Card>
        <Card title="ACCESSO">
          <AccessSelect
            label="Accesso cliente"
            value={access.general}
            options={CUSTOMER_ACCESS_LEVELS}
            editable={inEdit}
            onChange={(general) => setAccess({ ...access, general })}
          />
          <AccessSelect
            label="Medicina"
            value={access.md}
            options={CUSTOMER_ACCESS_LEVELS}
            editable={inEdit}
            onChange={(md) => setAccess({ ...access, md })}
          />
          <AccessSelect
            label="Formazione"
            value={access.fr}
            options={CUSTOMER_ACCESS_LEVELS_FR}
            editable={inEdit}
            onChange={(fr) => setAccess({ ...access, fr })}
          />
          <AccessSelect
            label="HSE"
            value={access.hse}
            options={CUSTOMER_ACCESS_LEVELS}
            editable={inEdit}
            onChange={(hse) => setAccess({ ...access, hse })}
          />
          <Row label="WWBI">
            {inEdit ? (
              <input
                type="checkbox"
                aria-label="WWBI"
                checked={access.wwbi}
                onChange={(event) => setAccess({ ...access, wwbi: event.target.checked })}
              />
            ) : access.wwbi ? (
              'Sì'
            ) : (
              'No'
            )}
          </Row>
        </Card>
        <Card title="GRUPPI">
          {inEdit ? (
            <input
              aria-label="Gruppi (separati da virgola)"
              value={shown.groups}
              placeholder="Gruppi separati da virgola"
              onChange={(event) => change({ groups: event.target.value })}
              className="rounded border border-slate-300 px-2 py-1 text-sm"
            />
          ) : (
            <div className="flex flex-wrap gap-1">
              {customer.groups.length === 0 ? (
                <span className="text-sm text-slate-500">Nessun gruppo</span>
              ) : (
                customer.groups.map((g) => (
                  <span key={g} className="rounded bg-slate-100 px-2 py-0.5 text-sm">
                    {g}
                  </span>
                ))
              )}
            </div>
          )}
        </Card>
        <Card title="NOTE">
          {inEdit ? (
            <>
              <textarea
                aria-label="Note"
                rows={4}
                value={shown.note}
                onChange={(event) => change({ note: event.target.value })}
                className="rounded border border-slate-300 px-2 py-1 text-sm"
              />
              <Row label="Morosità">
                <select
                  aria-label="Morosità"
                  value={shown.notice ?? ''}
                  onChange={(event) => change({ notice: event.target.value ? (Number(event.target.value) as CustomerNotice) : null })}
                  className="rounded border border-slate-300 px-2 py-1"
                >
                  <option value="">Nessuna</option>
                  {CUSTOMER_NOTICES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </Row>
            </>
          ) : (
            <p className="text-sm whitespace-pre-wrap text-slate-800">{customer.note || 'Nessuna nota'}</p>
          )}
        </Card>
      </div>
    </DialogFrame>
  );
}
