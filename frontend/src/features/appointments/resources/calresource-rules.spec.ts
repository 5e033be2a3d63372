import type { CalResourceRow } from '@tutela/contracts';
import { changedBody, createBody, pageOfRows, validateCalresource, valuesOf, EMPTY_CALRESOURCE } from './calresource-rules';

const record = (overrides: Partial<CalResourceRow> = {}): CalResourceRow => ({
  id: 'r-1',
  type: 'classrooms',
  name: 'Ambulatorio 1',
  kind: null,
  location: 'Bergamo',
  address: null,
  capacity: 2,
  active: true,
  revision: 4,
  created_at: '',
  updated_at: '',
  ...overrides,
});

describe('calresource rules', () => {
  it('requires a name, and for a clinic a whole capacity ≥ 1', () => {
    expect(validateCalresource(EMPTY_CALRESOURCE, 'resources')).toEqual({ name: 'Campo obbligatorio' });
    expect(validateCalresource({ ...EMPTY_CALRESOURCE, name: 'Sala' }, 'classrooms')).toEqual({ capacity: 'Campo obbligatorio' });
    for (const capacity of ['0', '1.5', '-2', 'due']) {
      expect(validateCalresource({ ...EMPTY_CALRESOURCE, name: 'Sala', capacity }, 'classrooms').capacity).toMatch(/intero/);
    }
    expect(validateCalresource({ ...EMPTY_CALRESOURCE, name: 'Sala', capacity: '3' }, 'classrooms')).toEqual({});
  });

  it('sends every field on create (no capacity for a resource) and only the changes with the revision on edit', () => {
    expect(createBody({ ...EMPTY_CALRESOURCE, name: ' Ecografo ', kind: 'Ecografo', capacity: '9' }, 'resources')).toEqual({
      type: 'resources',
      name: 'Ecografo',
      kind: 'Ecografo',
      location: null,
      address: null,
    });
    const row = record();
    expect(changedBody(row, valuesOf(row))).toBeNull();
    expect(changedBody(row, { ...valuesOf(row), location: '', capacity: '5' })).toEqual({ location: null, capacity: 5, revision: 4 });
  });

  it('pages, searches, sorts and hides inactive records on the client', () => {
    const rows = [
      record({ id: '1', name: 'Beta', active: true }),
      record({ id: '2', name: 'alfa', active: false }),
      record({ id: '3', name: 'Gamma', location: 'Milano', active: true }),
    ];
    expect(pageOfRows(rows, { page: 1, per_page: 10, hide_inactive: '1' }).data.map((r) => r.id)).toEqual(['1', '3']);
    expect(pageOfRows(rows, { page: 1, per_page: 10, sort: 'name', order: 'asc' }).data.map((r) => r.id)).toEqual(['2', '1', '3']);
    expect(pageOfRows(rows, { page: 1, per_page: 10, search: 'milano' }).data.map((r) => r.id)).toEqual(['3']);
    const page2 = pageOfRows(rows, { page: 2, per_page: 2 });
    expect(page2.data.map((r) => r.id)).toEqual(['3']);
    expect(page2.meta.total).toBe(3);
  });
});
