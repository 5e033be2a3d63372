import type { Sql } from '@tutela/contracts';

/** The names an appointment's summons shows, current, read by the booking's ids. */
export interface AppointmentNames {
  physician_name: string | null;
  customer_name: string | null;
  /** 'Cognome Nome', in the order of the ids (a worker not in the workers' read model: left out). */
  worker_names: string[];
  /** The workers' e-mail addresses (those with one), in the order of the ids: a multi booking's summons. */
  worker_emails: { name: string; email: string }[];
  clinic_name: string | null;
  clinic_address: string | null;
}

/**
 * By ids rather than from the appointment's row: the summons reaction runs on its own subscription and may hear a
 * booking before the appointments projector has written its row. Same joins as APPOINTMENT_SELECT.
 */
export async function appointmentNames(
  db: Sql,
  ids: { physicianId: string; customerId: string | null; workerIds: readonly string[]; clinicId: string | null },
): Promise<AppointmentNames> {
  const { rows } = await db.query<AppointmentNames>(
    `SELECT (SELECT NULLIF(trim(coalesce(u.last_name, '') || ' ' || coalesce(u.first_name, '')), '') FROM users u WHERE u.id = $1) AS physician_name,
            (SELECT c.company_name FROM customers c WHERE c.id = $2) AS customer_name,
            coalesce((SELECT array_agg(w.last_name || ' ' || w.first_name ORDER BY array_position($3::text[], w.id))
                        FROM workers w WHERE w.id = ANY($3::text[])), '{}') AS worker_names,
            coalesce((SELECT jsonb_agg(jsonb_build_object('name', w.last_name || ' ' || w.first_name, 'email', trim(w.email))
                                       ORDER BY array_position($3::text[], w.id))
                        FROM workers w WHERE w.id = ANY($3::text[]) AND nullif(trim(w.email), '') IS NOT NULL), '[]'::jsonb) AS worker_emails,
            (SELECT r.name FROM calresources r WHERE r.id = $4) AS clinic_name,
            (SELECT r.address FROM calresources r WHERE r.id = $4) AS clinic_address`,
    [ids.physicianId, ids.customerId, ids.workerIds, ids.clinicId],
  );
  return rows[0];
}
