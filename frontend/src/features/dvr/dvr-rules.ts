import {
  DVR_MESSAGES,
  DVR_SITE_CODE,
  DVR_SITE_SECTIONS,
  DVR_STATUS,
  DVR_WRITE_MIN_LEVEL,
  isCustomerSideUser,
  type DvrDetail,
  type DvrFormData,
  type HazardCatalogueEntry,
  type JobLookupRow,
  type RoleName,
} from '@tutela/contracts';

/** The lookups a DVR form's selects name in `properties.lookup`: the screen fills their options. */
export type DvrLookupName = 'factory_jobs' | 'hazards' | 'areas';
export interface SelectOption {
  value: string;
  label: string;
}
export type DvrLookups = Record<DvrLookupName, SelectOption[]>;

export function dvrStatusLabel(status: number): string {
  return status === DVR_STATUS.SIGNED ? DVR_MESSAGES.STATUS_SIGNED : DVR_MESSAGES.STATUS_OPEN;
}

/** Creating and saving DVRs: the provider's staff from level 5 (the server enforces the same rule). */
export function canWriteDvrs(user: { roles: readonly { name: RoleName }[] }, level: number): boolean {
  return level >= DVR_WRITE_MIN_LEVEL && !isCustomerSideUser(user.roles);
}

/** The form is read-only when the server says this caller may not edit or the DVR is signed. */
export function isDvrReadOnly(detail: Pick<DvrDetail, 'can_edit' | 'status'>): boolean {
  return !detail.can_edit || detail.status === DVR_STATUS.SIGNED;
}

export function jobOptions(jobs: readonly JobLookupRow[]): SelectOption[] {
  return jobs.map((job) => ({ value: job.id, label: job.name }));
}

/** Hazards of the catalogue; a specific DVR offers only the hazards it assesses (none listed = all). */
export function hazardOptions(catalogue: readonly HazardCatalogueEntry[], only: readonly string[] = []): SelectOption[] {
  return catalogue
    .filter((hazard) => only.length === 0 || only.includes(hazard.id))
    .map((hazard) => ({ value: hazard.id, label: hazard.description_med }));
}

/** The areas the user described in the "Aree" section (rows without a name or an id cannot be chosen). */
export function areaOptions(data: DvrFormData): SelectOption[] {
  const rows = Array.isArray(data.areas) ? (data.areas as unknown[]) : [];
  return rows.flatMap((row) => {
    if (!row || typeof row !== 'object') return [];
    const { area_id: id, name } = row as Record<string, unknown>;
    return typeof id === 'string' && id && typeof name === 'string' && name.trim() ? [{ value: id, label: name.trim() }] : [];
  });
}

/** Every area row gets an id before it is saved: jhaz/areahaz rows and the server refer to areas by it. */
export function withAreaIds(data: DvrFormData, newId: () => string = () => crypto.randomUUID()): DvrFormData {
  if (!Array.isArray(data.areas)) return data;
  let changed = false;
  const areas = (data.areas as unknown[]).map((row) => {
    if (!row || typeof row !== 'object') return row;
    const area = row as Record<string, unknown>;
    if (typeof area.area_id === 'string' && area.area_id) return area;
    changed = true;
    return { ...area, area_id: newId() };
  });
  return changed ? { ...data, areas } : data;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function fillComponent(component: unknown, lookups: DvrLookups): unknown {
  if (Array.isArray(component)) return component.map((child) => fillComponent(child, lookups));
  if (!isObject(component)) return component;
  const copy: Json = { ...component };
  const lookup = isObject(copy.properties) ? copy.properties.lookup : undefined;
  if (typeof lookup === 'string' && lookup in lookups) {
    copy.dataSrc = 'values';
    copy.data = { ...(isObject(copy.data) ? copy.data : {}), values: lookups[lookup as DvrLookupName] };
  }
  // Containers: panels, grids and fieldsets (components), columns (columns[].components), tables (rows[][]).
  for (const key of ['components', 'columns', 'rows'] as const) {
    if (Array.isArray(copy[key])) copy[key] = fillComponent(copy[key], lookups);
  }
  return copy;
}

/** A copy of the form schema whose lookup selects list the factory's jobs, the hazards and the areas. */
export function fillLookups<S extends { components: unknown[] }>(schema: S, lookups: DvrLookups): S {
  return { ...schema, components: fillComponent(schema.components, lookups) as unknown[] };
}

export interface DvrSection {
  key: string;
  title: string;
}

/**
 * The side menu: the form's top-level panels in form order. The site DVR's panels carry the titles of the sr menu
 * (DVR_SITE_SECTIONS); other forms use the panel's own title.
 */
export function dvrSections(components: readonly unknown[], code: string): DvrSection[] {
  const siteTitles = new Map<string, string>(DVR_SITE_SECTIONS.map((section) => [section.key, section.title]));
  return components.flatMap((component) => {
    if (!isObject(component) || component.type !== 'panel' || typeof component.key !== 'string') return [];
    const own = typeof component.title === 'string' && component.title ? component.title : component.key;
    const title = code === DVR_SITE_CODE ? (siteTitles.get(component.key) ?? own) : own;
    return [{ key: component.key, title }];
  });
}

/** A section of the sr menu's "DVR SEDE" (the {section} of /dvr/{section}/{customer_id}/{factory_id}). */
export function isSiteSection(key: string): boolean {
  return DVR_SITE_SECTIONS.some((section) => section.key === key);
}
