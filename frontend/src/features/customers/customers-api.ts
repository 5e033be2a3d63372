import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AtecoLookupRow,
  CommandAnswer,
  CustomerAccess,
  CustomerContractsBody,
  CustomerDetail,
  CustomerListRow,
  CustomerNotice,
  CustomerStaffBody,
  DepartmentNameBody,
  CustomerWriteBody,
  FactoryModule,
  FactoryWriteBody,
  NamedOption,
  PagedResponse,
  ResignCustomerBody,
  SetCustomerGroupsBody,
  SetCustomerNoteBody,
  SetCustomerNoticeBody,
  SetFactoryModulesBody,
} from '@tutela/contracts';
import { apiFetch } from '../../lib/api-client';
import type { ListQuery } from '../../components/list/list-types';
import { ACTIVITY_LOG_TABLE_NAME } from '../../components/activity-log/activity-log-columns';
import { openConfirm } from '../../components/ui/confirm-dialog/use-confirm';
import { ApiError } from '../../lib/api-client';
import { reloadAfterSaveOrConflict } from '../../lib/concurrent-edit';
import { useSnackbar } from '../../lib/use-snackbar';

/**
 * Customer calls. Paths are relative: apiFetch sends them to /api/{current app}/, and the server checks the level
 * and the tenant of that application (a customer outside the user's scope answers 404).
 */
export const CUSTOMERS_TABLE = 'customers';
const BASE = 'customers';
const enc = encodeURIComponent;
const customerPath = (id: string, suffix = '') => `${BASE}/${enc(id)}${suffix}`;
const factoryPath = (id: string, factoryId: string, suffix = '') => customerPath(id, `/factories/${enc(factoryId)}${suffix}`);

export function fetchCustomersPage(query: ListQuery, signal?: AbortSignal): Promise<PagedResponse<CustomerListRow>> {
  return apiFetch<PagedResponse<CustomerListRow>>(BASE, { query, signal });
}

// Not ['customers', 'detail', id]: the users feature caches a smaller shape of the same record under that key.
export const customerDetailKey = (id: string) => ['customers', 'card', id] as const;

export function customerDetailQuery(id: string) {
  return queryOptions({
    queryKey: customerDetailKey(id),
    queryFn: async ({ signal }) => (await apiFetch<{ data: CustomerDetail }>(customerPath(id), { signal })).data,
  });
}

/** The entity's doctors, for the MEDICINA card's staff. */
export const doctorsQuery = queryOptions({
  queryKey: ['lookups', 'doctors'] as const,
  queryFn: async ({ signal }) => (await apiFetch<{ data: NamedOption[] }>('lookups/doctors', { signal })).data,
  staleTime: 5 * 60_000,
});

/** Active users of the entity with a role (secretaries, health coordination), for the staff of the MEDICINA card. */
export function staffQuery(role: 'secretary' | 'doctor') {
  return queryOptions({
    queryKey: ['lookups', 'staff', role] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: NamedOption[] }>('lookups/staff', { query: { role }, signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function atecoQuery(text: string) {
  return queryOptions({
    queryKey: ['lookups', 'ateco', text] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: AtecoLookupRow[] }>('lookups/ateco', { query: { q: text }, signal, silent: true })).data,
    enabled: text.trim().length >= 2,
    staleTime: 60 * 60_000,
  });
}

const post = (path: string, body: unknown = {}) => apiFetch<CommandAnswer>(path, { method: 'POST', body });

export const customersApi = {
  create: (body: CustomerWriteBody) => post(BASE, body),
  update: (id: string, body: Partial<CustomerWriteBody>) => post(customerPath(id), body),
  resign: (id: string, resignedOn?: string) =>
    post(customerPath(id, '/resign'), (resignedOn ? { resigned_on: resignedOn } : {}) satisfies ResignCustomerBody),
  reinstate: (id: string) => post(customerPath(id, '/reinstate')),
  setContracts: (id: string, body: CustomerContractsBody) => post(customerPath(id, '/contracts'), body),
  setStaff: (id: string, body: CustomerStaffBody) => post(customerPath(id, '/staff'), body),
  setAccess: (id: string, body: CustomerAccess) => post(customerPath(id, '/access'), body),
  setGroups: (id: string, groups: string[]) => post(customerPath(id, '/groups'), { groups } satisfies SetCustomerGroupsBody),
  setNote: (id: string, note: string | null) => post(customerPath(id, '/note'), { note } satisfies SetCustomerNoteBody),
  setNotice: (id: string, notice: CustomerNotice | null) =>
    post(customerPath(id, '/notice'), { default_notice: notice } satisfies SetCustomerNoticeBody),
  addFactory: (id: string, body: FactoryWriteBody) => post(customerPath(id, '/factories'), body),
  updateFactory: (id: string, factoryId: string, body: Partial<FactoryWriteBody>) => post(factoryPath(id, factoryId), body),
  closeFactory: (id: string, factoryId: string) => apiFetch<CommandAnswer>(factoryPath(id, factoryId), { method: 'DELETE' }),
  setModules: (id: string, factoryId: string, modules: FactoryModule[]) =>
    post(factoryPath(id, factoryId, '/modules'), { modules } satisfies SetFactoryModulesBody),
  addDepartment: (id: string, factoryId: string, name: string) =>
    post(factoryPath(id, factoryId, '/departments'), { name } satisfies DepartmentNameBody),
  renameDepartment: (id: string, factoryId: string, departmentId: string, name: string) =>
    post(factoryPath(id, factoryId, `/departments/${enc(departmentId)}`), { name } satisfies DepartmentNameBody),
  removeDepartment: (id: string, factoryId: string, departmentId: string) =>
    apiFetch<CommandAnswer>(factoryPath(id, factoryId, `/departments/${enc(departmentId)}`), { method: 'DELETE' }),
};

/** After a command the API has waited for its projections: re-fetching now shows the change everywhere. */
export async function refreshCustomer(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: customerDetailKey(id) }),
    queryClient.invalidateQueries({ queryKey: ['customers', 'detail', id] }),
    queryClient.invalidateQueries({ queryKey: ['list', CUSTOMERS_TABLE] }),
    queryClient.invalidateQueries({ queryKey: ['list', ACTIVITY_LOG_TABLE_NAME] }),
  ]);
}

/** A new customer: the list shows it once the mutation settles. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: customersApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['list', CUSTOMERS_TABLE] }),
  });
}

/** The card's data save (only the changes, with the card's revision); the card reloads after a save or a 409. */
export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<CustomerWriteBody>) => customersApi.update(id, body),
    ...reloadAfterSaveOrConflict(() => refreshCustomer(queryClient, id)),
  });
}

/** The global reporter shows 401/403 and 422 maps; any other failure (404, 409, 500) is the screen's to say. */
export function reportableMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.isUnauthorized || error.errors ? null : error.message;
  return error instanceof Error ? error.message : String(error);
}

export interface CustomerCommandOptions {
  confirm?: { title: string; message: string; confirmLabel?: string };
  success: string;
}

/** The commands of a customer's card, its info dialog, its factories and their departments. */
export type CustomerCommand =
  | { kind: 'resign' | 'reinstate' }
  | { kind: 'setContracts'; body: CustomerContractsBody }
  | { kind: 'setStaff'; body: CustomerStaffBody }
  | { kind: 'setAccess'; body: CustomerAccess }
  | { kind: 'setGroups'; groups: string[] }
  | { kind: 'setNote'; note: string | null }
  | { kind: 'setNotice'; notice: CustomerNotice | null }
  | { kind: 'addFactory'; body: FactoryWriteBody }
  | { kind: 'updateFactory'; factoryId: string; body: Partial<FactoryWriteBody> }
  | { kind: 'setModules'; factoryId: string; modules: FactoryModule[] }
  | { kind: 'closeFactory'; factoryId: string }
  | { kind: 'addDepartment'; factoryId: string; name: string }
  | { kind: 'renameDepartment'; factoryId: string; departmentId: string; name: string }
  | { kind: 'removeDepartment'; factoryId: string; departmentId: string };

function sendCustomerCommand(id: string, command: CustomerCommand): Promise<CommandAnswer> {
  switch (command.kind) {
    case 'resign':
      return customersApi.resign(id);
    case 'reinstate':
      return customersApi.reinstate(id);
    case 'setContracts':
      return customersApi.setContracts(id, command.body);
    case 'setStaff':
      return customersApi.setStaff(id, command.body);
    case 'setAccess':
      return customersApi.setAccess(id, command.body);
    case 'setGroups':
      return customersApi.setGroups(id, command.groups);
    case 'setNote':
      return customersApi.setNote(id, command.note);
    case 'setNotice':
      return customersApi.setNotice(id, command.notice);
    case 'addFactory':
      return customersApi.addFactory(id, command.body);
    case 'updateFactory':
      return customersApi.updateFactory(id, command.factoryId, command.body);
    case 'setModules':
      return customersApi.setModules(id, command.factoryId, command.modules);
    case 'closeFactory':
      return customersApi.closeFactory(id, command.factoryId);
    case 'addDepartment':
      return customersApi.addDepartment(id, command.factoryId, command.name);
    case 'renameDepartment':
      return customersApi.renameDepartment(id, command.factoryId, command.departmentId, command.name);
    case 'removeDepartment':
      return customersApi.removeDepartment(id, command.factoryId, command.departmentId);
  }
}

/** Customer commands sent one after the other (a dialog's save may be several); the card reloads once all are accepted. */
export function useCustomerCommandMutation(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (commands: readonly CustomerCommand[]) => {
      for (const command of commands) await sendCustomerCommand(customerId, command);
    },
    onSuccess: () => refreshCustomer(queryClient, customerId),
  });
}

/**
 * One save of customer commands: optional Procedi/Annulla confirmation, the mutation (which re-fetches the card,
 * the list and the activity log), a success snackbar. `run` answers whether it ran and succeeded; a 422 is
 * re-thrown for forms that place it under their fields.
 */
export function useCustomerCommand(customerId: string) {
  const snackbar = useSnackbar();
  const mutation = useCustomerCommandMutation(customerId);

  const run = async (
    commands: CustomerCommand | readonly CustomerCommand[],
    options: CustomerCommandOptions & { throwValidation?: boolean },
  ): Promise<boolean> => {
    if (options.confirm && !(await openConfirm({ variant: 'default', ...options.confirm }))) return false;
    try {
      await mutation.mutateAsync(Array.isArray(commands) ? commands : [commands as CustomerCommand]);
      snackbar.show(options.success, 'success');
      return true;
    } catch (error) {
      if (options.throwValidation && error instanceof ApiError && error.errors) throw error;
      const message = reportableMessage(error);
      if (message) snackbar.show(message, 'error');
      return false;
    }
  };

  return { run, busy: mutation.isPending };
}
