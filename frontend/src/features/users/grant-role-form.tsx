import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type GrantRoleRequest, type RoleName, type RoleOption } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { CustomerAutocomplete, type SelectedCustomer } from '../../components/list/controls/customer-autocomplete';
import { pivotCustomerQuery } from './customer-pivot-api';
import { rolesQuery } from './users-api';

export interface GrantDraft {
  role: RoleName | '';
  customer: SelectedCustomer | null;
  factoryId: string;
}

/** The grant request, or the field errors that stop it (customer-type roles need their customer). */
export function buildGrant(
  draft: GrantDraft,
  roles: readonly RoleOption[],
): { request: GrantRoleRequest; errors: null } | { request: null; errors: { role?: string; customer?: string } } {
  const option = roles.find((r) => r.id === draft.role);
  if (!option) return { request: null, errors: { role: MESSAGES.REQUIRED } };
  if (!option.requires_customer) return { request: { role: option.id }, errors: null };
  if (!draft.customer) return { request: null, errors: { customer: MESSAGES.REQUIRED } };
  return {
    request: { role: option.id, customer_id: draft.customer.id, factory_id: draft.factoryId || null },
    errors: null,
  };
}

const EMPTY: GrantDraft = { role: '', customer: null, factoryId: '' };
const SELECT = 'rounded-md border border-slate-300 bg-white px-2 py-2 text-sm';

/**
 * Grants a role (spec part 2 §3.9 role options). For customer-type roles the customer pivot is required and
 * a factory may narrow it; other roles are entity-wide and show no pivot fields.
 */
export function GrantRoleForm({ disabled, onGrant }: { disabled: boolean; onGrant: (request: GrantRoleRequest) => Promise<boolean> }) {
  const roles = useQuery(rolesQuery);
  const [draft, setDraft] = useState<GrantDraft>(EMPTY);
  const [errors, setErrors] = useState<{ role?: string; customer?: string }>({});
  const option = roles.data?.find((r) => r.id === draft.role);
  const customer = useQuery({
    ...pivotCustomerQuery(draft.customer?.id ?? ''),
    enabled: Boolean(option?.requires_customer && draft.customer),
  });
  const factories = customer.data?.factories ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = buildGrant(draft, roles.data ?? []);
    setErrors(result.errors ?? {});
    if (!result.request) return;
    if (await onGrant(result.request)) setDraft(EMPTY);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3" aria-label="Assegna ruolo">
      <label className="flex flex-col text-sm">
        <span className="mb-1 font-medium text-slate-700">Ruolo</span>
        <select
          aria-label="Ruolo"
          aria-invalid={errors.role ? true : undefined}
          className={SELECT}
          value={draft.role}
          disabled={roles.isPending}
          onChange={(event) => setDraft({ ...EMPTY, role: event.target.value as RoleName })}
        >
          <option value="">{roles.isError ? 'Ruoli non disponibili' : 'Seleziona un ruolo'}</option>
          {roles.data?.map((role) => (
            <option key={role.id} value={role.id}>
              {role.description}
            </option>
          ))}
        </select>
        {errors.role && <span className="mt-1 text-xs text-red-600">{errors.role}</span>}
      </label>
      {option?.requires_customer && (
        <>
          <div className="flex flex-col text-sm">
            <span className="mb-1 font-medium text-slate-700">Azienda</span>
            <CustomerAutocomplete
              required
              value={draft.customer}
              onChange={(value) => setDraft({ ...draft, customer: value, factoryId: '' })}
            />
          </div>
          <label className="flex flex-col text-sm">
            <span className="mb-1 font-medium text-slate-700">Stabilimento</span>
            <select
              aria-label="Stabilimento"
              className={SELECT}
              value={draft.factoryId}
              disabled={!draft.customer || factories.length === 0}
              onChange={(event) => setDraft({ ...draft, factoryId: event.target.value })}
            >
              <option value="">Tutti gli stabilimenti</option>
              {factories.map((factory) => (
                <option key={factory.id} value={factory.id}>
                  {factory.name}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <Button type="submit" className="mt-6" disabled={disabled}>
        Assegna ruolo
      </Button>
    </form>
  );
}
