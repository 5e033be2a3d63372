import {
  MESSAGES,
  USER_MESSAGES,
  VALIDATION_MESSAGES,
  type CreateEntityRequest,
  type EntityDetail,
  type UpdateEntityRequest,
} from '@tutela/contracts';

/** The fields of the entity card and of the new-entity page. */
export interface EntityFormValues {
  name: string;
  address_info: string;
  active_md: boolean;
  active_fr: boolean;
  active_sr: boolean;
  generic: boolean;
}

/** Error slots of the form: the applications' switches share one, as the server's `applications` key. */
export type EntityFormErrors = Partial<Record<'name' | 'address_info' | 'applications', string>>;

// Same limits as the server's DTO.
const NAME_MAX = 200;
const ADDRESS_MAX = 500;

export const NEW_ENTITY: EntityFormValues = {
  name: '',
  address_info: '',
  active_md: true,
  active_fr: true,
  active_sr: true,
  generic: false,
};

export function entityFormValues(entity: EntityDetail): EntityFormValues {
  return {
    name: entity.name,
    address_info: entity.address_info ?? '',
    active_md: entity.active_md,
    active_fr: entity.active_fr,
    active_sr: entity.active_sr,
    generic: entity.generic,
  };
}

export function validateEntityForm(values: EntityFormValues): EntityFormErrors {
  const errors: EntityFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = MESSAGES.REQUIRED;
  else if (name.length > NAME_MAX) errors.name = VALIDATION_MESSAGES.maxLength('nome', NAME_MAX);
  if (values.address_info.trim().length > ADDRESS_MAX) errors.address_info = VALIDATION_MESSAGES.maxLength('indirizzo', ADDRESS_MAX);
  // The server's rule, checked here first to spare a call.
  if (!values.active_md && !values.active_fr && !values.active_sr) errors.applications = USER_MESSAGES.ENTITY_NEEDS_APPLICATION;
  return errors;
}

const normalized = (values: EntityFormValues) => ({
  ...values,
  name: values.name.trim(),
  address_info: values.address_info.trim() || null,
});

export function entityCreateRequest(values: EntityFormValues): CreateEntityRequest {
  return normalized(values);
}

/**
 * Only what changed is sent, with the revision the card was loaded with, so a change someone else saved
 * meanwhile is answered 409 instead of being overwritten. null when nothing changed.
 */
export function entityUpdateRequest(entity: EntityDetail, values: EntityFormValues): UpdateEntityRequest | null {
  const next = normalized(values);
  const changes: UpdateEntityRequest = {};
  if (next.name !== entity.name) changes.name = next.name;
  if (next.address_info !== entity.address_info) changes.address_info = next.address_info;
  for (const flag of ['active_md', 'active_fr', 'active_sr', 'generic'] as const) {
    if (next[flag] !== entity[flag]) changes[flag] = next[flag];
  }
  if (Object.keys(changes).length === 0) return null;
  // A row projected before revisions were recorded has none: the save then goes through unchecked.
  return entity.revision === null ? changes : { ...changes, revision: entity.revision };
}

const FORM_ERROR_KEYS: ReadonlySet<string> = new Set(['name', 'address_info', 'applications']);
const APPLICATION_FLAGS: ReadonlySet<string> = new Set(['active_md', 'active_fr', 'active_sr']);

/**
 * A 422 errors map placed on the form: a single switch's error goes with the applications; messages of
 * fields the form does not show are returned apart, to be shown above it.
 */
export function serverErrorsToEntityForm(errors: Record<string, string[]> | undefined): { fields: EntityFormErrors; other: string[] } {
  const fields: EntityFormErrors = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const text = messages.join(' , ');
    if (!text) continue;
    const slot = APPLICATION_FLAGS.has(key) ? 'applications' : key;
    if (FORM_ERROR_KEYS.has(slot)) {
      const name = slot as keyof EntityFormErrors;
      fields[name] = fields[name] ? `${fields[name]} , ${text}` : text;
    } else other.push(text);
  }
  return { fields, other };
}
