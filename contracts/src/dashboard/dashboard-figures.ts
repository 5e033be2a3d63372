/**
 * GET /api/{md|fr|sr}/dashboardata → `{ data: { year, figures: DashboardFigure[] } }`. Every figure is counted
 * from a read model in the caller's scope; a figure whose source does not exist yet is not listed at all.
 */
export interface DashboardFigure {
  key: DashboardFigureKey;
  label: string;
  value: number;
}

export interface DashboardData {
  year: number;
  figures: DashboardFigure[];
  /** The company chosen in 'Ricerca azienda' (customer_id), checked against the caller's scope; null without one. */
  customer: { id: string; company_name: string } | null;
  /**
   * Parameters the spec names that were sent but select data that does not exist yet (mcview is about visits;
   * med_id narrows the day's appointments): accepted, listed here, and applied to nothing rather than pretending.
   */
  not_applied: DashboardParameter[];
}

/** Query parameters of dashboardata besides anno. */
export type DashboardParameter = 'customer_id' | 'med_id' | 'mcview';

export const DASHBOARD_FIGURE_LABELS = {
  my_operations_year: 'Operazioni registrate da te nell’anno',
  my_logins_30d: 'Tuoi accessi negli ultimi 30 giorni',
  password_days_left: 'Giorni alla scadenza della password',
  customer_operations_year: 'Operazioni sulla tua azienda nell’anno',
  selected_customer_operations_year: 'Operazioni sull’azienda selezionata nell’anno',
  active_users: 'Utenti attivi dell’ente',
  inactive_users: 'Utenti disattivati',
  users_password_expired: 'Utenti con password scaduta',
  entity_operations_year: 'Operazioni registrate dall’ente nell’anno',
  failed_logins_7d: 'Accessi falliti negli ultimi 7 giorni',
  appointments_today: 'Appuntamenti di oggi',
  appointments_awaiting_confirmation: 'Appuntamenti da confermare',
  visits_to_schedule_30d: 'Visite da fissare (scadute o entro 30 giorni)',
} as const;

export type DashboardFigureKey = keyof typeof DASHBOARD_FIGURE_LABELS;

/** Level from which the entity-wide figures are shown (the user administration level). */
export const DASHBOARD_ENTITY_FIGURES_MIN_LEVEL = 8;
