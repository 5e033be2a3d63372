import { BASE_HAZARD_CATALOGUE } from '../registry/hazard-catalogue';
import type { ExposureFrequency, HazardAssignment, HazardCatalogueEntry } from '../registry/hazards';
import type { FieldErrors } from '../registry/registry-rules';
import { dvrFormDate } from './dvr-form-data';
import type { DvrFormData, DvrJobHazards } from './dvr-events';
import { DVR_MESSAGES } from './dvr-messages';
import { DVR_FORM_KEYS } from './dvr-api';

/**
 * The DVR's hazards as the jobs context sees them. The form data comes from a form.io submission and is only
 * loosely typed: every reader here tolerates missing keys, wrong types and numbers sent as text, and never throws.
 */

type Row = Record<string, unknown>;

function rowsOf(data: unknown, key: string): Row[] {
  const value = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value)
    ? value.map((row) => (row !== null && typeof row === 'object' && !Array.isArray(row) ? (row as Row) : {}))
    : [];
}

function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function integerOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

function inRange(value: unknown, min: number, max: number): number | null {
  const number = integerOf(value);
  return number !== null && number >= min && number <= max ? number : null;
}

/** A date picker may send a full timestamp: its calendar day is what the pivot keeps. */
const dateOf = dvrFormDate;

/** R = P × D (each 1–4); 0 when either is missing, so an assessed risk always beats an unassessed one. */
function riskOf(row: Row): number {
  return (inRange(row.probability, 1, 4) ?? 0) * (inRange(row.damage, 1, 4) ?? 0);
}

interface Candidate {
  risk: number;
  hazard: HazardAssignment;
}

function candidateOf(row: Row, hazardId: string): Candidate {
  return {
    risk: riskOf(row),
    hazard: {
      hazardId,
      evaluationDate: dateOf(row.evaluation_date),
      expositionDays: inRange(row.exposition_days, 0, 366),
      frequency: inRange(row.frequency, 1, 5) as ExposureFrequency | null,
      formData: null,
    },
  };
}

function later(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a >= b ? a : b;
}

/**
 * Two rows naming the same hazard for one job (its own jhaz row and an area's, or two areas): the higher risk's
 * exposure wins (the first row on a tie), and the evaluation date is the latest of the two.
 */
function merge(kept: Candidate, other: Candidate): Candidate {
  const winner = other.risk > kept.risk ? other : kept;
  return {
    risk: winner.risk,
    hazard: { ...winner.hazard, evaluationDate: later(kept.hazard.evaluationDate, other.hazard.evaluationDate) },
  };
}

const CATALOGUE_ORDER = new Map(BASE_HAZARD_CATALOGUE.map((entry, index) => [entry.id, index]));

function byCatalogue(a: HazardAssignment, b: HazardAssignment): number {
  const order = (CATALOGUE_ORDER.get(a.hazardId) ?? Infinity) - (CATALOGUE_ORDER.get(b.hazardId) ?? Infinity);
  if (order !== 0 && !Number.isNaN(order)) return order;
  return a.hazardId < b.hazardId ? -1 : a.hazardId > b.hazardId ? 1 : 0;
}

/** The jobs of each area (SEDE "Aree"), by area id. */
function areaJobs(data: unknown): Map<string, string[]> {
  const areas = new Map<string, string[]>();
  for (const row of rowsOf(data, DVR_FORM_KEYS.areas)) {
    const areaId = idOf(row.area_id);
    if (areaId === null) continue;
    const jobIds = Array.isArray(row.job_ids) ? row.job_ids.map(idOf).filter((id): id is string => id !== null) : [];
    areas.set(areaId, [...(areas.get(areaId) ?? []), ...jobIds]);
  }
  return areas;
}

/**
 * The hazards per job a DVR assesses: each job's jhaz rows plus the areahaz rows of every area the job works in,
 * one assignment per hazard. Jobs by id, hazards in catalogue order (unknown ids last), so two equal DVRs give
 * equal lists. Catalogue and factory membership are checked by `dvrHazardErrors`, not here.
 */
export function dvrJobHazards(data: DvrFormData | null | undefined): DvrJobHazards[] {
  const perJob = new Map<string, Map<string, Candidate>>();
  const add = (jobId: string, candidate: Candidate) => {
    const hazards = perJob.get(jobId) ?? new Map<string, Candidate>();
    const kept = hazards.get(candidate.hazard.hazardId);
    hazards.set(candidate.hazard.hazardId, kept ? merge(kept, candidate) : candidate);
    perJob.set(jobId, hazards);
  };
  for (const row of rowsOf(data, DVR_FORM_KEYS.jobHazards)) {
    const jobId = idOf(row.job_id);
    const hazardId = idOf(row.hazard_id);
    if (jobId !== null && hazardId !== null) add(jobId, candidateOf(row, hazardId));
  }
  const areas = areaJobs(data);
  for (const row of rowsOf(data, DVR_FORM_KEYS.areaHazards)) {
    const areaId = idOf(row.area_id);
    const hazardId = idOf(row.hazard_id);
    if (areaId === null || hazardId === null) continue;
    for (const jobId of new Set(areas.get(areaId) ?? [])) add(jobId, candidateOf(row, hazardId));
  }
  return [...perJob.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([jobId, hazards]) => ({ jobId, hazards: [...hazards.values()].map((candidate) => candidate.hazard).sort(byCatalogue) }));
}

export interface JobHazardsDiff {
  /** The job's list after the DVR is applied (catalogue order). */
  hazards: HazardAssignment[];
  added: string[];
  removed: string[];
  /** Anything differs, a kept hazard's date, days or frequency included. */
  changed: boolean;
}

/**
 * What applying a DVR does to one job's hazards. The DVR is the source of truth for the hazards it assesses:
 *   new list = DVR hazards ∪ (current hazards the DVR never set: not in `previouslyFromDvr`, not in `next`).
 * So a hazard the last applied revision set and this one drops is removed, and a hazard added by hand on the job
 * card stays. A hazard already on the job keeps its formData (the card's detailed form) and takes the DVR's
 * evaluation date, days and frequency where the DVR gives them. A job the previous revision assessed and this one
 * does not is the same rule with `next` empty: it loses exactly what that revision had set.
 */
export function diffJobHazards(
  current: readonly HazardAssignment[],
  next: readonly HazardAssignment[],
  previouslyFromDvr: readonly string[],
): JobHazardsDiff {
  const before = new Map(current.map((hazard) => [hazard.hazardId, hazard]));
  const fromDvr = new Set(next.map((hazard) => hazard.hazardId));
  const setBefore = new Set(previouslyFromDvr);
  const kept = current.filter((hazard) => !fromDvr.has(hazard.hazardId) && !setBefore.has(hazard.hazardId));
  const assessed = next.map((hazard) => {
    const old = before.get(hazard.hazardId);
    if (!old) return { ...hazard, formData: null };
    return {
      hazardId: hazard.hazardId,
      evaluationDate: hazard.evaluationDate ?? old.evaluationDate,
      expositionDays: hazard.expositionDays ?? old.expositionDays,
      frequency: hazard.frequency ?? old.frequency,
      formData: old.formData,
    };
  });
  const hazards = [...assessed, ...kept].sort(byCatalogue);
  const after = new Set(hazards.map((hazard) => hazard.hazardId));
  const added = hazards.filter((hazard) => !before.has(hazard.hazardId)).map((hazard) => hazard.hazardId);
  const removed = [...current]
    .sort(byCatalogue)
    .filter((hazard) => !after.has(hazard.hazardId))
    .map((hazard) => hazard.hazardId);
  const changed = added.length > 0 || removed.length > 0 || hazards.some((hazard) => !samePivot(hazard, before.get(hazard.hazardId)));
  return { hazards, added, removed, changed };
}

function samePivot(a: HazardAssignment, b: HazardAssignment | undefined): boolean {
  return (
    b !== undefined &&
    a.evaluationDate === b.evaluationDate &&
    a.expositionDays === b.expositionDays &&
    a.frequency === b.frequency &&
    JSON.stringify(a.formData ?? null) === JSON.stringify(b.formData ?? null)
  );
}

/**
 * The DVR's rows that cannot reach the jobs: a job that is not one of the factory's (jhaz rows and area job
 * lists), a hazard outside the catalogue (jhaz and areahaz rows). Keys follow the form: `jhaz.3.job_id`.
 */
export function dvrHazardErrors(
  data: DvrFormData | null | undefined,
  factoryJobIds: Iterable<string>,
  catalogue: readonly HazardCatalogueEntry[] = BASE_HAZARD_CATALOGUE,
  /** The hazards this DVR assesses (dvrAssessedHazardIds); [] for any hazard of the catalogue (the site DVR). */
  typeHazardIds: readonly string[] = [],
): FieldErrors {
  const jobs = new Set(factoryJobIds);
  const hazards = new Set(catalogue.map((entry) => entry.id));
  const assessed = typeHazardIds.length > 0 ? new Set(typeHazardIds) : null;
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => void (errors[field] ??= []).push(message);
  // A noise assessment sets noise, not stress: the screen offers only its type's hazards, and so does the server.
  const checkHazard = (field: string, hazardId: string) => {
    if (!hazards.has(hazardId)) add(field, DVR_MESSAGES.HAZARD_UNKNOWN);
    else if (assessed && !assessed.has(hazardId)) add(field, DVR_MESSAGES.HAZARD_NOT_IN_TYPE);
  };
  rowsOf(data, DVR_FORM_KEYS.jobHazards).forEach((row, index) => {
    const jobId = idOf(row.job_id);
    const hazardId = idOf(row.hazard_id);
    if (jobId === null || hazardId === null) return;
    if (!jobs.has(jobId)) add(`${DVR_FORM_KEYS.jobHazards}.${index}.job_id`, DVR_MESSAGES.JOB_NOT_IN_FACTORY);
    checkHazard(`${DVR_FORM_KEYS.jobHazards}.${index}.hazard_id`, hazardId);
  });
  rowsOf(data, DVR_FORM_KEYS.areas).forEach((row, index) => {
    const jobIds = Array.isArray(row.job_ids) ? row.job_ids.map(idOf) : [];
    if (jobIds.some((jobId) => jobId !== null && !jobs.has(jobId)))
      add(`${DVR_FORM_KEYS.areas}.${index}.job_ids`, DVR_MESSAGES.JOB_NOT_IN_FACTORY);
  });
  rowsOf(data, DVR_FORM_KEYS.areaHazards).forEach((row, index) => {
    const hazardId = idOf(row.hazard_id);
    if (idOf(row.area_id) !== null && hazardId !== null) checkHazard(`${DVR_FORM_KEYS.areaHazards}.${index}.hazard_id`, hazardId);
  });
  return errors;
}
