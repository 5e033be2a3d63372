import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_ACCESS_LEVELS,
  CUSTOMER_ACCESS_LEVELS_FR,
  CUSTOMER_NOTICES,
  MESSAGES,
  dateRangeErrors,
  type CustomerAccess,
  type CustomerAccessLevel,
  type CustomerDetail,
  type CustomerNotice,
  type CustomerStaffMember,
} from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { isoFromItalian } from './customer-form-values';
import { customersApi, doctorsQuery, staffQuery, useCustomerCommand, type ContractsBody } from './customers-api';

const ACCESS_LABELS: Record<CustomerAccessLevel, string> = { PLATINUM: 'PLATINUM', GOLD: 'GOLD', SILVER: 'SILVER', DISABLED: 'Disabilitato' };
const fullName = (member: CustomerStaffMember) => `${member.first_name} ${member.last_name}`.trim() || '—';
const orNull = (text: string) => text.trim() || null;

function Card({ title, children, onSave, editable, saving }: { title: string; children: ReactNode; onSave?: () => void; editable: boolean; saving: boolean }) {
  return (
    <section className="flex flex-col gap-2 rounded-md border border-slate-200 p-3" aria-label={title}>
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold tracking-wide text-brand-700">{title}</h3>
        {editable && onSave && (
          <Button variant="secondary" className="px-2 py-1 text-xs" disabled={saving} onClick={onSave}>
            Salva
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] items-center gap-2 text-sm">
      <span className="text-slate-500">{label}</span>
      <span className="min-w-0 text-slate-800">{children}</span>
    </div>
  );
}

function DateInput({ label, value, onChange, editable, error }: { label: string; value: string; onChange: (value: string) => void; editable: boolean; error?: string }) {
  const [text, setText] = useState(formatDate(value) || value);
  return (
    <Row label={label}>
      {editable ? (
        <span className="flex flex-col">
          <input
            aria-label={label}
            placeholder="gg/mm/aaaa"
            inputMode="numeric"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onChange(isoFromItalian(event.target.value));
            }}
            className="rounded border border-slate-300 px-2 py-1"
          />
          {error && <span className="text-xs text-red-600">{error}</span>}
        </span>
      ) : (
        formatDate(value) || '—'
      )}
    </Row>
  );
}

function AccessSelect({ label, value, options, editable, onChange }: { label: string; value: CustomerAccessLevel; options: readonly CustomerAccessLevel[]; editable: boolean; onChange: (value: CustomerAccessLevel) => void }) {
  return (
    <Row label={label}>
      {editable ? (
        <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value as CustomerAccessLevel)} className="rounded border border-slate-300 px-2 py-1">
          {options.map((option) => (
            <option key={option} value={option}>
              {ACCESS_LABELS[option]}
            </option>
          ))}
        </select>
      ) : (
        ACCESS_LABELS[value]
      )}
    </Row>
  );
}

/** A pick list of users (health coordination, secretaries) as checkboxes; read-only it is the names. */
function UserChecklist({ label, options, selected, editable, onChange, current }: { label: string; options: { id: string; name: string }[]; selected: string[]; editable: boolean; onChange: (ids: string[]) => void; current: CustomerStaffMember[] }) {
  if (!editable) return <Row label={label}>{current.map(fullName).join(', ') || '—'}</Row>;
  const shown = [...options, ...current.filter((member) => !options.some((option) => option.id === member.user_id)).map((member) => ({ id: member.user_id, name: fullName(member) }))];
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm text-slate-500">{label}</legend>
      {shown.length === 0 && <span className="text-sm text-slate-500">Nessun utente disponibile</span>}
      {shown.map((option) => (
        <label key={option.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={selected.includes(option.id)}
            onChange={(event) => onChange(event.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))}
          />
          {option.name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Customer info dialog (spec part 1 §2): MEDICINA, FORMAZIONE, HSE, ACCESSO, GRUPPI and NOTE cards. Level ≥ 5
 * edits each card on its own (one command each); below, everything is read-only.
 */
export function CustomerInfoDialog({ customer, editable, open, onClose }: { customer: CustomerDetail; editable: boolean; open: boolean; onClose: () => void }) {
  const { run, busy } = useCustomerCommand(customer.id);
  const doctors = useQuery({ ...doctorsQuery, enabled: editable && open });
  const secretaries = useQuery({ ...staffQuery('secretary'), enabled: editable && open });
  const [coordinatorIds, setCoordinatorIds] = useState(customer.staff.health_coordinators.map((member) => member.user_id));
  const [secretaryIds, setSecretaryIds] = useState(customer.staff.secretaries.map((member) => member.user_id));
  const c = customer.contracts;
  const [contracts, setContracts] = useState({
    md_start: c.md.start ?? '',
    md_end: c.md.end ?? '',
    fr_start: c.fr.start ?? '',
    fr_end: c.fr.end ?? '',
    fr_price_list: c.fr.price_list ?? '',
    sr_start: c.sr.start ?? '',
    sr_end: c.sr.end ?? '',
    sr_assignments: c.sr.assignments ?? '',
  });
  const [staff, setStaff] = useState(customer.staff.doctors.map((doctor) => ({ user_id: doctor.user_id, role: doctor.role })));
  const [access, setAccess] = useState<CustomerAccess>(customer.access);
  const [groups, setGroups] = useState(customer.groups.join(', '));
  const [note, setNote] = useState(customer.note ?? '');
  const [notice, setNotice] = useState<CustomerNotice | null>(customer.default_notice);
  const [dateErrors, setDateErrors] = useState<Record<string, string>>({});

  const setContract = (key: keyof typeof contracts) => (value: string) => setContracts({ ...contracts, [key]: value });
  const saveContracts = async () => {
    const errors = {
      ...dateRangeErrors(contracts.md_start, contracts.md_end, { start: 'md_start', end: 'md_end' }),
      ...dateRangeErrors(contracts.fr_start, contracts.fr_end, { start: 'fr_start', end: 'fr_end' }),
      ...dateRangeErrors(contracts.sr_start, contracts.sr_end, { start: 'sr_start', end: 'sr_end' }),
    };
    setDateErrors(Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key, messages[0]])));
    if (Object.keys(errors).length > 0) return;
    const body: ContractsBody = {
      md_start: orNull(contracts.md_start),
      md_end: orNull(contracts.md_end),
      fr_start: orNull(contracts.fr_start),
      fr_end: orNull(contracts.fr_end),
      fr_price_list: orNull(contracts.fr_price_list),
      fr_organizing_secretary_id: c.fr.organizing_secretary_id,
      sr_start: orNull(contracts.sr_start),
      sr_end: orNull(contracts.sr_end),
      sr_assignments: orNull(contracts.sr_assignments),
    };
    try {
      await run(() => customersApi.setContracts(customer.id, body), { success: MESSAGES.DATA_SAVED, throwValidation: true });
    } catch (error) {
      if (error instanceof ApiError && error.errors) setDateErrors(Object.fromEntries(Object.entries(error.errors).map(([key, messages]) => [key, messages[0]])));
    }
  };
  const saveStaff = () =>
    void run(
      () =>
        customersApi.setStaff(customer.id, {
          doctors: staff.filter((doctor) => doctor.user_id && doctor.role.trim()),
          health_coordinator_ids: coordinatorIds,
          secretary_ids: secretaryIds,
        }),
      { success: MESSAGES.DATA_SAVED },
    );

  const dates = (prefix: 'md' | 'fr' | 'sr') => (
    <>
      <DateInput label="Inizio contratto" value={contracts[`${prefix}_start`]} onChange={setContract(`${prefix}_start`)} editable={editable} error={dateErrors[`${prefix}_start`]} />
      <DateInput label="Fine contratto" value={contracts[`${prefix}_end`]} onChange={setContract(`${prefix}_end`)} editable={editable} error={dateErrors[`${prefix}_end`]} />
    </>
  );
  const doctorOptions = doctors.data ?? customer.staff.doctors.map((doctor) => ({ id: doctor.user_id, name: fullName(doctor) }));

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={`Informazioni azienda: ${customer.company_name}`}
      width="64rem"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Chiudi
        </Button>
      }
    >
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <Card title="MEDICINA" editable={editable} saving={busy} onSave={() => void saveContracts()}>
          {dates('md')}
        </Card>
        <Card title="MEDICI COMPETENTI" editable={editable} saving={busy} onSave={saveStaff}>
          {staff.length === 0 && <p className="text-sm text-slate-500">Nessun medico assegnato</p>}
          {staff.map((doctor, index) =>
            editable ? (
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
                <button type="button" aria-label="Rimuovi medico" className="px-1 text-red-600" onClick={() => setStaff(staff.filter((_, i) => i !== index))}>
                  ×
                </button>
              </div>
            ) : (
              <Row key={index} label={doctor.role}>
                {fullName(customer.staff.doctors[index])}
              </Row>
            ),
          )}
          {editable && (
            <div>
              <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => setStaff([...staff, { user_id: '', role: 'Medico competente' }])}>
                + Aggiungi medico
              </Button>
            </div>
          )}
          <UserChecklist
            label="Coordinamento sanitario"
            options={doctorOptions}
            selected={coordinatorIds}
            editable={editable}
            onChange={setCoordinatorIds}
            current={customer.staff.health_coordinators}
          />
          <UserChecklist
            label="Segreterie"
            options={secretaries.data ?? []}
            selected={secretaryIds}
            editable={editable}
            onChange={setSecretaryIds}
            current={customer.staff.secretaries}
          />
        </Card>
        <Card title="FORMAZIONE" editable={editable} saving={busy} onSave={() => void saveContracts()}>
          {dates('fr')}
          <Row label="Listino riservato">
            {editable ? (
              <input aria-label="Listino riservato" value={contracts.fr_price_list} onChange={(event) => setContract('fr_price_list')(event.target.value)} className="w-full rounded border border-slate-300 px-2 py-1" />
            ) : (
              contracts.fr_price_list || '—'
            )}
          </Row>
        </Card>
        <Card title="HSE" editable={editable} saving={busy} onSave={() => void saveContracts()}>
          {dates('sr')}
          <Row label="Incarichi">
            {editable ? (
              <input aria-label="Incarichi" value={contracts.sr_assignments} onChange={(event) => setContract('sr_assignments')(event.target.value)} className="w-full rounded border border-slate-300 px-2 py-1" />
            ) : (
              contracts.sr_assignments || '—'
            )}
          </Row>
        </Card>
        <Card title="ACCESSO" editable={editable} saving={busy} onSave={() => void run(() => customersApi.setAccess(customer.id, access), { success: MESSAGES.DATA_SAVED })}>
          <AccessSelect label="Accesso cliente" value={access.general} options={CUSTOMER_ACCESS_LEVELS} editable={editable} onChange={(general) => setAccess({ ...access, general })} />
          <AccessSelect label="Medicina" value={access.md} options={CUSTOMER_ACCESS_LEVELS} editable={editable} onChange={(md) => setAccess({ ...access, md })} />
          <AccessSelect label="Formazione" value={access.fr} options={CUSTOMER_ACCESS_LEVELS_FR} editable={editable} onChange={(fr) => setAccess({ ...access, fr })} />
          <AccessSelect label="HSE" value={access.hse} options={CUSTOMER_ACCESS_LEVELS} editable={editable} onChange={(hse) => setAccess({ ...access, hse })} />
          <Row label="WWBI">
            {editable ? (
              <input type="checkbox" aria-label="WWBI" checked={access.wwbi} onChange={(event) => setAccess({ ...access, wwbi: event.target.checked })} />
            ) : access.wwbi ? (
              'Sì'
            ) : (
              'No'
            )}
          </Row>
        </Card>
        <Card
          title="GRUPPI"
          editable={editable}
          saving={busy}
          onSave={() => void run(() => customersApi.setGroups(customer.id, groups.split(',').map((g) => g.trim()).filter(Boolean)), { success: MESSAGES.DATA_SAVED })}
        >
          {editable ? (
            <input aria-label="Gruppi (separati da virgola)" value={groups} placeholder="Gruppi separati da virgola" onChange={(event) => setGroups(event.target.value)} className="rounded border border-slate-300 px-2 py-1 text-sm" />
          ) : (
            <div className="flex flex-wrap gap-1">
              {customer.groups.length === 0 ? <span className="text-sm text-slate-500">Nessun gruppo</span> : customer.groups.map((g) => <span key={g} className="rounded bg-slate-100 px-2 py-0.5 text-sm">{g}</span>)}
            </div>
          )}
        </Card>
        <Card
          title="NOTE"
          editable={editable}
          saving={busy}
          onSave={() =>
            void run(async () => {
              if ((note.trim() || null) !== customer.note) await customersApi.setNote(customer.id, note.trim() || null);
              if (notice !== customer.default_notice) await customersApi.setNotice(customer.id, notice);
            }, { success: MESSAGES.DATA_SAVED })
          }
        >
          {editable ? (
            <>
              <textarea aria-label="Note" rows={4} value={note} onChange={(event) => setNote(event.target.value)} className="rounded border border-slate-300 px-2 py-1 text-sm" />
              <Row label="Morosità">
                <select aria-label="Morosità" value={notice ?? ''} onChange={(event) => setNotice(event.target.value ? (Number(event.target.value) as CustomerNotice) : null)} className="rounded border border-slate-300 px-2 py-1">
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
