import { USER_MESSAGES, type EntityDetail } from '@tutela/contracts';
import {
  entityCreateRequest,
  entityFormValues,
  entityUpdateRequest,
  NEW_ENTITY,
  serverErrorsToEntityForm,
  validateEntityForm,
} from './entity-form-values';

const ENTITY: EntityDetail = {
  id: 'e-1',
  name: 'Tutela Demo S.r.l.',
  address_info: 'Via Verdi 10, Milano',
  active_md: true,
  active_fr: true,
  active_sr: false,
  generic: false,
  users_count: 9,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
  revision: 4,
};

describe('validateEntityForm', () => {
  it("requires a name and at least one application, with the server's messages", () => {
    expect(validateEntityForm({ ...NEW_ENTITY, name: '  ', active_md: false, active_fr: false, active_sr: false })).toEqual({
      name: 'Campo obbligatorio',
      applications: USER_MESSAGES.ENTITY_NEEDS_APPLICATION,
    });
    expect(validateEntityForm({ ...NEW_ENTITY, name: 'Ente', active_md: false, active_fr: false })).toEqual({});
  });

  it('keeps to the server limits', () => {
    expect(validateEntityForm({ ...NEW_ENTITY, name: 'x'.repeat(201) }).name).toBe('Il campo nome deve essere di al massimo 200 caratteri');
    expect(validateEntityForm({ ...NEW_ENTITY, name: 'Ente', address_info: 'x'.repeat(501) }).address_info).toMatch(/al massimo 500/);
  });
});

describe('entity requests', () => {
  it('sends nothing when nothing changed, blanks and spaces included', () => {
    expect(entityUpdateRequest(ENTITY, entityFormValues(ENTITY))).toBeNull();
    expect(entityUpdateRequest(ENTITY, { ...entityFormValues(ENTITY), name: ' Tutela Demo S.r.l. ' })).toBeNull();
    const noAddress = { ...ENTITY, address_info: null };
    expect(entityFormValues(noAddress).address_info).toBe('');
    expect(entityUpdateRequest(noAddress, { ...entityFormValues(noAddress), address_info: '   ' })).toBeNull();
  });

  it("sends only the changes, trimmed, with the card's revision", () => {
    expect(entityUpdateRequest(ENTITY, { ...entityFormValues(ENTITY), active_fr: false, address_info: ' ' })).toEqual({
      active_fr: false,
      address_info: null,
      revision: 4,
    });
    expect(entityUpdateRequest({ ...ENTITY, revision: null }, { ...entityFormValues(ENTITY), generic: true })).toEqual({ generic: true });
  });

  it('creates with every field, trimmed', () => {
    expect(entityCreateRequest({ ...NEW_ENTITY, name: ' Nuovo Ente ', active_sr: false })).toEqual({
      name: 'Nuovo Ente',
      address_info: null,
      active_md: true,
      active_fr: true,
      active_sr: false,
      generic: false,
    });
  });
});

describe('serverErrorsToEntityForm', () => {
  it('puts the applications together, the known fields on their slot and the rest apart', () => {
    expect(
      serverErrorsToEntityForm({
        name: ['Campo obbligatorio'],
        applications: [USER_MESSAGES.ENTITY_NEEDS_APPLICATION],
        active_sr: ['Deve essere vero o falso'],
        colore: ['Campo non ammesso'],
      }),
    ).toEqual({
      fields: { name: 'Campo obbligatorio', applications: `${USER_MESSAGES.ENTITY_NEEDS_APPLICATION} , Deve essere vero o falso` },
      other: ['Campo non ammesso'],
    });
  });
});
