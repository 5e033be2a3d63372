import {
  BASE_HAZARD_CATALOGUE,
  examinationTypeById,
  EXPOSURE_FREQUENCIES,
  periodLabel,
  type HazardAssignment,
  type HealthProtocolEntry,
} from '@tutela/contracts';
import { CHAT_SUMMARIES } from './chat-summaries';

/**
 * Summaries of the registry's list-valued events (hazards, protocols, job assignments), which the generic
 * field-by-field sentence would render as "hazards (3 elementi)": the hazards by name, the protocol rows with
 * their period labels. Each returns the parts after the label; an unexpected shape falls back to the generic one.
 */
type Describe = (data: Record<string, unknown>) => string[] | null;

const LIST_MAX_ITEMS = 6;

function listed(items: string[]): string {
  const shown = items.slice(0, LIST_MAX_ITEMS).join(', ');
  return items.length > LIST_MAX_ITEMS ? `${shown} e altri ${items.length - LIST_MAX_ITEMS}` : shown;
}

function hazardName(hazard: HazardAssignment): string {
  const name = BASE_HAZARD_CATALOGUE.find((entry) => entry.id === hazard.hazardId)?.description_med ?? hazard.hazardId;
  const frequency = EXPOSURE_FREQUENCIES.find((f) => f.value === hazard.frequency)?.label;
  return frequency ? `${name} (${frequency.toLowerCase()})` : name;
}

function protocolRow(row: HealthProtocolEntry): string {
  const name = examinationTypeById(row.examinationTypeId)?.name ?? `accertamento ${row.examinationTypeId}`;
  return `${name}: ${periodLabel(row.period)}`;
}

const propagation = (data: Record<string, unknown>): string[] => [
  ...(data.propagate === true ? ['applicato anche ai lavoratori attivi'] : []),
  ...(typeof data.propagatedFromJobId === 'string' ? ['dalla mansione'] : []),
];

const hazards: Describe = (data) => {
  if (!Array.isArray(data.hazards)) return null;
  const list = data.hazards as HazardAssignment[];
  return [list.length ? `rischi «${listed(list.map(hazardName))}»` : 'nessun rischio', ...propagation(data)];
};

const protocol: Describe = (data) => {
  if (!Array.isArray(data.protocol)) return null;
  const list = data.protocol as HealthProtocolEntry[];
  return [list.length ? `protocollo «${listed(list.map(protocolRow))}»` : 'nessun accertamento', ...propagation(data)];
};

const jobAssigned: Describe = (data) => {
  const parts = [typeof data.jobName === 'string' ? `mansione «${data.jobName}»` : 'nessuna mansione'];
  if (Array.isArray(data.altJobIds) && data.altJobIds.length) parts.push(`mansioni alternative: ${data.altJobIds.length}`);
  if (Array.isArray(data.riskProfileIds) && data.riskProfileIds.length) parts.push(`profili di rischio: ${data.riskProfileIds.length}`);
  if (data.resetHealthProtocol === true) parts.push('rischi e protocollo sanitario ripresi dalla mansione');
  return parts;
};

export const EVENT_SUMMARIES: Readonly<Record<string, Describe>> = {
  ...CHAT_SUMMARIES,
  JobHazardsSet: hazards,
  JobHealthProtocolSet: protocol,
  WorkerHazardsSet: hazards,
  WorkerHealthProtocolSet: protocol,
  WorkerJobAssigned: jobAssigned,
};
