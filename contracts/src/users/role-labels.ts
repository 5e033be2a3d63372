import { ROLE_NAMES, type RoleName } from '../auth/roles';

/** Italian description of each role, shown by the user card's role select (GET /api/md/roles). */
export const ROLE_LABELS: Record<RoleName, string> = {
  system_administrator: 'Amministratore di sistema',
  entity_administrator: "Amministratore dell'ente",
  secretary: 'Segreteria',
  secretary_client: 'Segreteria cliente',
  secretary_client_low: 'Segreteria cliente (accesso ridotto)',
  secretary_junior: 'Segreteria junior',
  hse_manager: 'Responsabile HSE',
  hse_junior: 'HSE junior',
  fr_manager: 'Responsabile formazione',
  fr_junior: 'Formazione junior',
  admin_manager: 'Responsabile amministrativo',
  doctor: 'Medico competente',
  specializing: 'Medico specializzando',
  nurse: 'Infermiere',
  document_technician: 'Tecnico documentale',
  generic_user: 'Utente generico',
  customer: 'Cliente',
  customer_ticket_manager: 'Cliente (gestione ticket)',
  ASPP: 'ASPP',
  RSPP: 'RSPP',
  read_only: 'Sola lettura',
  chemistry_head: 'Responsabile chimico',
  chemistry_technician: 'Tecnico chimico',
  MSDS_user: 'Utente schede di sicurezza (MSDS)',
  car_component: 'Componentistica auto',
  environment: 'Ambiente',
  adr_manager: 'Responsabile ADR',
  adr_consultant: 'Consulente ADR',
  nearmiss: 'Near miss',
  iso_user: 'Utente ISO',
  iso_admin: 'Amministratore ISO',
  procurement_viewer: 'Appalti (consultazione)',
  procurement_technician: 'Appalti (tecnico)',
  procurement_adminer: 'Appalti (amministrazione)',
  technician: 'Tecnico',
};

/** An option of the role select: `id` is the role name the grant endpoint expects. */
export interface RoleOption {
  id: RoleName;
  name: RoleName;
  description: string;
  /** Customer-type roles need a customer (and optionally a factory) in the grant. */
  requires_customer: boolean;
}

export function roleOptions(customerRoles: readonly RoleName[]): RoleOption[] {
  return ROLE_NAMES.map((name) => ({
    id: name,
    name,
    description: ROLE_LABELS[name],
    requires_customer: customerRoles.includes(name),
  }));
}
