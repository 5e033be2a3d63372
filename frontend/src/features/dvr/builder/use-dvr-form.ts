import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dvrAssessedHazardIds, type DvrFormData, type FormDefinition } from '@tutela/contracts';
import { useUserData } from '../../../lib/session';
import { dvrFormQuery, factoryJobsQuery, hazardCatalogueQuery } from '../dvr-api';
import { areaOptions, fillLookups, hazardOptions, jobOptions } from '../dvr-rules';

export type DvrSchema = FormDefinition['schema'];

export type DvrFormState =
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | { status: 'ready'; definition: FormDefinition; schemaFor: (data: DvrFormData) => DvrSchema; lookupsMissing: boolean };

/**
 * The DVR's form definition with what its lookup selects need: the factory's jobs, the hazard catalogue (only the
 * hazards a specific DVR assesses) and, per data, the areas the document describes. Without the lookups (a reader
 * whose level does not reach them) the form still opens, with the selects showing what they can.
 */
export function useDvrForm(customerId: string, factoryId: string, code: string, formCode: string, formVersion: number): DvrFormState {
  const { user } = useUserData();
  const definition = useQuery(dvrFormQuery(formCode, formVersion));
  const jobs = useQuery(factoryJobsQuery(customerId, factoryId));
  const hazards = useQuery(hazardCatalogueQuery(user.entity_id));
  const pending = definition.isPending || jobs.isPending || hazards.isPending;
  // One identity per loaded data: a new schema object would make form.io build the form again.
  return useMemo((): DvrFormState => {
    if (pending) return { status: 'pending' };
    if (!definition.data) return { status: 'error', message: definition.error?.message ?? 'modulo non trovato' };
    const schema = definition.data.schema;
    const assessed = dvrAssessedHazardIds(code);
    const factoryJobs = jobOptions(jobs.data ?? []);
    const hazardChoices = hazardOptions(hazards.data ?? [], assessed);
    return {
      status: 'ready',
      definition: definition.data,
      lookupsMissing: !jobs.data || !hazards.data,
      schemaFor: (data) => fillLookups(schema, { factory_jobs: factoryJobs, hazards: hazardChoices, areas: areaOptions(data) }),
    };
  }, [pending, definition.data, definition.error, jobs.data, hazards.data, code]);
}
