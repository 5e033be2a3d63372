import type { UserData } from '../lib/user-data';

/** A getuserdata answer for unit tests; override what the test is about. */
export function userDataFixture(overrides: Partial<UserData> = {}): UserData {
  return {
    id: 'u-1',
    entity_id: 'e-1',
    name: 'Mario Rossi',
    first_name: 'Mario',
    last_name: 'Rossi',
    email: 'mario.rossi@example.it',
    entity: {
      name: 'Ente Demo',
      address_info: null,
      additional_data: null,
      active_md: true,
      active_fr: true,
      active_sr: true,
      generic: false,
    },
    roles: [{ name: 'doctor', pivot: { customer_id: null, factory_id: null } }],
    user_customer: null,
    staffroles: [],
    is_mir_enabled: false,
    passwdexp: false,
    media: null,
    assigned_ticket: null,
    coordination_appointments: null,
    chat_notification_count: null,
    alert_exsp: null,
    permission: { level: 6, role: 'doctor', second_role: null, show_application_switch: false },
    app: 'md',
    forced_app: null,
    levels: { md: 6, fr: 6, sr: 6 },
    not_available: [],
    ...overrides,
  };
}
