import type { CustomerDetail, CustomerFactoryRow } from '@tutela/contracts';
import type { CustomerState } from '../domain/customer-state';

/**
 * CustomerDetail as it stood: the profile, the open factories with their departments and the resignation from
 * the fold; the factories' modules and the info dialog's parts (contracts, staff, access, groups, note, notice),
 * which the customers decider does not keep, from today's card.
 */
export function customerDetailAt(state: CustomerState, current: CustomerDetail, at: { revision: number }): CustomerDetail | null {
  if (state.status === 'absent') return null;
  const p = state.profile;
  const factories = Object.entries(state.factories)
    .filter(([, factory]) => factory.status === 'open')
    .map(([factoryId, factory]): CustomerFactoryRow => ({
      id: factoryId,
      customer_id: state.customerId,
      name: factory.name,
      address: factory.address,
      location: { comune: factory.city },
      lat: factory.lat,
      lng: factory.lng,
      modules: current.factories.find((today) => today.id === factoryId)?.modules ?? [],
      closed: false,
      departments: Object.entries(factory.departments).map(([departmentId, department]) => ({
        id: departmentId,
        factory_id: factoryId,
        customer_id: state.customerId,
        name: department.name,
      })),
    }));
  return {
    ...current,
    company_name: p.companyName,
    vat_number: p.vatNumber,
    fiscal_code: p.fiscalCode ?? null,
    address: p.address ?? null,
    location: { comune: p.city ?? null },
    city_code: p.cityCode ?? null,
    phone: p.phone ?? null,
    email: p.email ?? null,
    ateco: p.ateco ?? null,
    ateco_desc: p.ateco === current.ateco ? current.ateco_desc : null,
    resigned: state.status === 'resigned',
    resigned_on: state.status === 'resigned' ? state.resignedOn : null,
    factories,
    revision: at.revision,
  };
}
