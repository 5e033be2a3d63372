import { addDays, weekdayOf } from '@tutela/contracts';
import type { RoleName, UserCustomerSettings } from '@tutela/contracts';
import { eventIdFor } from '../shared/command-runner';

/**
 * Ids derive from fixed keys, so every start computes the same ones and the seed can tell what already exists.
 * The demo password satisfies the strict variant of the policy (15–40, digit, both cases, special character).
 */
export const demoId = (key: string): string => eventIdFor(`tutela-demo:${key}`, 0);

export const DEMO_PASSWORD = 'Tutela-Demo-2025!';

export const DEMO_ENTITY = {
  id: demoId('entity'),
  name: 'Tutela Demo S.r.l.',
  addressInfo: 'Via Giuseppe Verdi 10, 20121 Milano (MI)',
};

export const DEMO_CUSTOMER = {
  id: demoId('customer'),
  companyName: 'Officine Demo S.p.A.',
  // A valid partita IVA (check digit 7), not a real company's.
  vatNumber: '01234567897',
  address: "Via dell'Industria 5",
  city: 'Bergamo',
};

export interface DemoUser {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  /** Customer pivot on the demo customer (customer-type roles). */
  onDemoCustomer?: boolean;
  customerSettings?: UserCustomerSettings;
  /** Created by the entity administrator (else by the system), so the activity log shows a real causer. */
  byEntityAdmin: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'admin',
    email: 'admin@tutela.demo',
    firstName: 'Alberto',
    lastName: 'Amministratore',
    role: 'system_administrator',
    byEntityAdmin: false,
  },
  { key: 'ente', email: 'ente@tutela.demo', firstName: 'Elena', lastName: 'Conti', role: 'entity_administrator', byEntityAdmin: false },
  { key: 'medico', email: 'medico@tutela.demo', firstName: 'Marco', lastName: 'Bianchi', role: 'doctor', byEntityAdmin: true },
  {
    key: 'specializzando',
    email: 'specializzando@tutela.demo',
    firstName: 'Luca',
    lastName: 'Verdi',
    role: 'specializing',
    byEntityAdmin: true,
  },
  { key: 'infermiere', email: 'infermiere@tutela.demo', firstName: 'Giulia', lastName: 'Neri', role: 'nurse', byEntityAdmin: true },
  { key: 'segreteria', email: 'segreteria@tutela.demo', firstName: 'Sara', lastName: 'Galli', role: 'secretary', byEntityAdmin: true },
  // admin_manager: level 7 (5 in fr), the one level between the clinical staff and the administrators.
  {
    key: 'amministrazione',
    email: 'amministrazione@tutela.demo',
    firstName: 'Franco',
    lastName: 'Marini',
    role: 'admin_manager',
    byEntityAdmin: true,
  },
  { key: 'hse', email: 'hse@tutela.demo', firstName: 'Paolo', lastName: 'Ferri', role: 'hse_manager', byEntityAdmin: true },
  {
    key: 'cliente',
    email: 'cliente@tutela.demo',
    firstName: 'Chiara',
    lastName: 'Colombo',
    role: 'customer',
    onDemoCustomer: true,
    customerSettings: { level: 3, level_md: null, level_fr: null, factories_id: [], is_self_manage_workers_enabled: false },
    byEntityAdmin: true,
  },
  {
    key: 'rspp',
    email: 'rspp@tutela.demo',
    firstName: 'Davide',
    lastName: 'Russo',
    role: 'RSPP',
    onDemoCustomer: true,
    byEntityAdmin: true,
  },
];

/** The demo entity's bookable records ('Risorse' and 'Ambulatori'): the calresources seed creates them, the appointments seed books them. */
export const DEMO_CALRESOURCES = {
  ecografo: demoId('calresource:ecografo'),
  spirometro: demoId('calresource:spirometro'),
  ambulatorio1: demoId('calresource:ambulatorio-1'),
  ambulatorio2: demoId('calresource:ambulatorio-2'),
} as const;

/**
 * The Monday the demo's booked fortnight starts from: this week's, or the next one's on a weekend (a demo started on
 * Sunday shows the week ahead, not the one gone).
 */
export function demoScheduleMonday(today: string): string {
  const weekday = weekdayOf(today);
  return addDays(today, weekday === 0 ? 1 : weekday === 6 ? 2 : 1 - weekday);
}
