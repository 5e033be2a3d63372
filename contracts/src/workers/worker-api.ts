/**
 * Bodies of the workers API (spec part 2 §2.3, §3.2) as the worker dialog and the worker card send them and the
 * server's request DTOs declare them (`implements`): snake_case, dates YYYY-MM-DD, null empties a field, an absent
 * field is left as it is. Only the shape is checked on the way in; the worker decider checks the dialog as a whole.
 */

/** The worker dialog's personal fields. */
export interface WorkerPersonalDataBody {
  first_name?: string;
  last_name?: string;
  sex?: 'M' | 'F';
  birth_date?: string;
  /** Municipality or foreign state of birth. */
  birth_place?: string;
  /** Belfiore code of the birth place (H501, Z110). */
  birth_place_code?: string | null;
  /** Computed by the server when absent. */
  fiscal_code?: string | null;
  email?: string | null;
  email_personal?: string | null;
  phone?: string | null;
}

/** POST /api/{app}/workers: a new worker, with the company (required by the decider) and optionally the site. */
export interface HireWorkerBody extends WorkerPersonalDataBody {
  customer_id?: string;
  /** Must be a site of the company. */
  factory_id?: string | null;
  /** One of CONTRACT_TYPES' codes. */
  contract?: string | null;
  /** Hiring date, when known. */
  hired_on?: string | null;
}

/** POST /api/{app}/workers/{id}: the changed personal fields, with the card's revision (a concurrent change: 409). */
export interface UpdateWorkerPersonalDataBody extends WorkerPersonalDataBody {
  revision?: number;
}

/** POST /api/{app}/workers/{id}/employment: contract type, suitability, business impact, exclusion from surveillance. */
export interface UpdateWorkerEmploymentBody {
  contract?: string | null;
  /** Outcome of the last suitability judgement: ID, IP, IL, IPL, NI… */
  suitability?: string | null;
  business_impact?: 'ALTO' | 'BASSO' | null;
  exclude_ss?: boolean;
  revision?: number;
}

/** POST /api/{app}/workers/{id}/transfer: another company (and site) for the worker, a rare correction. */
export interface TransferWorkerBody {
  customer_id: string;
  factory_id?: string | null;
}

/** POST /api/{app}/workers/{id}/resign: the resignation date, today when absent. */
export interface ResignWorkerBody {
  resigned_on?: string;
}
