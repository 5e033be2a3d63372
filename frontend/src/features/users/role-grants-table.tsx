import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS, isRoleName, type UserRoleRow } from '@tutela/contracts';
import { pivotCustomerQuery } from './customer-pivot-api';

export function roleLabel(name: string): string {
  return isRoleName(name) ? ROLE_LABELS[name] : name;
}

/** Customer and factory of a grant by name when the customers API knows them, else by id. */
function PivotCells({ grant }: { grant: UserRoleRow }) {
  const customer = useQuery({ ...pivotCustomerQuery(grant.customer_id ?? ''), enabled: Boolean(grant.customer_id) });
  const factory = customer.data?.factories.find((f) => f.id === grant.factory_id);
  return (
    <>
      <td className="px-2 py-1.5">{grant.customer_id ? (customer.data?.company_name ?? grant.customer_id) : '—'}</td>
      <td className="px-2 py-1.5">{grant.factory_id ? (factory?.name ?? grant.factory_id) : grant.customer_id ? 'Tutti' : '—'}</td>
    </>
  );
}

/** Roles granted to the user, each with its revoke button (spec part 1 §3: roles with pivot customer/factory). */
export function RoleGrantsTable({
  grants,
  disabled,
  onRevoke,
}: {
  grants: readonly UserRoleRow[];
  disabled: boolean;
  onRevoke: (grant: UserRoleRow) => void;
}) {
  return (
    <table className="w-full border-collapse text-sm" aria-label="Ruoli assegnati">
      <thead className="bg-slate-100 text-left text-slate-700">
        <tr className="h-10">
          <th scope="col" className="px-2">
            Ruolo
          </th>
          <th scope="col" className="px-2">
            Azienda
          </th>
          <th scope="col" className="px-2">
            Stabilimento
          </th>
          <th scope="col" className="w-24 px-2" />
        </tr>
      </thead>
      <tbody>
        {grants.length === 0 ? (
          <tr>
            <td colSpan={4} className="px-2 py-4 text-center text-slate-500">
              Nessun ruolo assegnato
            </td>
          </tr>
        ) : (
          grants.map((grant) => (
            <tr key={grant.grant_id} className="border-b border-slate-100" data-testid="role-grant">
              <td className="px-2 py-1.5">{roleLabel(grant.name)}</td>
              <PivotCells grant={grant} />
              <td className="px-2 py-1.5 text-right">
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onRevoke(grant)}
                  className="rounded-md px-2 py-1 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50"
                >
                  Revoca
                </button>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
