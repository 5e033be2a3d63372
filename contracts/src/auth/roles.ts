/** Application codes: md Medicina del lavoro, fr Formazione, sr Sicurezza. */
export const APP_CODES = ['md', 'fr', 'sr'] as const;
export type AppCode = (typeof APP_CODES)[number];

export const APP_LABELS: Record<AppCode, string> = {
  md: 'Medicina del lavoro',
  fr: 'Formazione',
  sr: 'Sicurezza',
};

/** Every role name the spec names (part 1 §6, part 2 §6). */
export const ROLE_NAMES = [
  'system_administrator',
  'entity_administrator',
  'secretary',
  'secretary_client',
  'secretary_client_low',
  'secretary_junior',
  'hse_manager',
  'hse_junior',
  'fr_manager',
  'fr_junior',
  'admin_manager',
  'doctor',
  'specializing',
  'nurse',
  'document_technician',
  'generic_user',
  'customer',
  'customer_ticket_manager',
  'ASPP',
  'RSPP',
  'read_only',
  'chemistry_head',
  'chemistry_technician',
  'MSDS_user',
  'car_component',
  'environment',
  'adr_manager',
  'adr_consultant',
  'nearmiss',
  'iso_user',
  'iso_admin',
  'procurement_viewer',
  'procurement_technician',
  'procurement_adminer',
  'technician',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Customer-side roles: they see only their customer and the factories of their role pivots. */
export const CUSTOMER_ROLE_NAMES: readonly RoleName[] = [
  'customer',
  'read_only',
  'RSPP',
  'ASPP',
  'secretary_client',
  'secretary_client_low',
];

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value);
}

export function isAppCode(value: unknown): value is AppCode {
  return typeof value === 'string' && (APP_CODES as readonly string[]).includes(value);
}

/** A role as the user data carries it: the customer and factory of its pivot, when it has one. */
export interface RoleGrantLike {
  name: string;
  pivot?: { customer_id: string | null; factory_id?: string | null } | null;
}

/** Every role of the user is a customer-side role: the user works for client companies, not for the provider. */
export function isCustomerSideUser(roles: readonly RoleGrantLike[]): boolean {
  return roles.length > 0 && roles.every((role) => (CUSTOMER_ROLE_NAMES as readonly string[]).includes(role.name));
}

/**
 * The customers a customer-side user works for (from the role pivots), or null for the provider's staff. Lists use
 * it to drop the 'Azienda' filter when there is only one company to choose.
 */
export function customerSideCustomerIds(roles: readonly RoleGrantLike[]): string[] | null {
  if (!isCustomerSideUser(roles)) return null;
  return [...new Set(roles.map((role) => role.pivot?.customer_id).filter((id): id is string => Boolean(id)))];
}
