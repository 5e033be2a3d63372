import { CUSTOMER_EVENT_TYPES, type CustomerDetail, type CustomerEvent } from '@tutela/contracts';
import { CustomerReader } from '../queries/customer-reader';
import { evolveCustomer, initialCustomerState, type CustomerState } from '../domain/customer-state';
import { defineHistoryKind, flattenFields, tolerantFold } from '../../history/public';
import { customerDetailAt } from './customer-detail-at';

export const customerHistoryFold = tolerantFold<CustomerState>(
  {
    initialState: initialCustomerState,
    evolve: (state, event) => evolveCustomer(state, event as CustomerEvent),
  },
  CUSTOMER_EVENT_TYPES,
);

export function customerHistoryFields(state: CustomerState): Record<string, unknown> {
  if (state.status === 'absent') return {};
  const { status, customerId: _customerId, entityId: _entityId, ...rest } = state;
  return flattenFields({ ...rest, resigned: status === 'resigned' });
}

/** Customers (aziende): the profile and the factories as the customers decider folds them. */
export const CUSTOMER_HISTORY_KIND = defineHistoryKind<CustomerState, CustomerDetail, CustomerDetail>({
  kind: 'customer',
  fold: customerHistoryFold,
  fields: customerHistoryFields,
  status: (state) => state.status,
  current: (id, { principal, moduleRef }) => moduleRef.get(CustomerReader, { strict: false }).card(id, principal),
  title: (current) => current.company_name,
  detailAt: customerDetailAt,
  asOfToday: "moduli delle sedi e schede di 'Info azienda' (contratti, personale, accessi, gruppi, note, morosità) come sono oggi",
  fieldLabels: { factories: 'sedi', departments: 'reparti', status: 'stato' },
});
