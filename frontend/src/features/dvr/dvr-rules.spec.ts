import { DVR_SITE_SECTIONS, dvrDocumentDate } from '@tutela/contracts';
import {
  areaOptions,
  canWriteDvrs,
  dvrSections,
  fillLookups,
  hazardOptions,
  isDvrReadOnly,
  withAreaIds,
  type DvrLookups,
} from './dvr-rules';

const LOOKUPS: DvrLookups = {
  factory_jobs: [{ value: 'j1', label: 'Saldatore' }],
  hazards: [{ value: 'RUMORE', label: 'Rumore' }],
  areas: [{ value: 'a1', label: 'Reparto saldatura' }],
};

const select = (key: string, lookup?: string) => ({
  type: 'select',
  key,
  dataSrc: 'values',
  data: { values: [] },
  ...(lookup ? { properties: { lookup } } : {}),
});

describe('fillLookups', () => {
  const schema = {
    display: 'form',
    components: [
      {
        type: 'panel',
        key: 'jhaz',
        components: [
          {
            type: 'editgrid',
            key: 'jhaz',
            components: [
              {
                type: 'columns',
                columns: [{ components: [select('job_id', 'factory_jobs')] }, { components: [select('hazard_id', 'hazards')] }],
              },
            ],
          },
        ],
      },
      { type: 'panel', key: 'areahaz', components: [{ type: 'table', rows: [[{ components: [select('area_id', 'areas')] }]] }] },
      { type: 'panel', key: 'card', components: [select('kind')] },
    ],
  };

  it('fills every lookup select, inside grids, columns and tables, with its options', () => {
    const filled = fillLookups(schema, LOOKUPS) as unknown as typeof schema;
    const grid = (filled.components[0] as { components: { components: { columns: { components: { data: unknown }[] }[] }[] }[] })
      .components[0];
    expect(grid.components[0].columns[0].components[0].data).toEqual({ values: LOOKUPS.factory_jobs });
    expect(grid.components[0].columns[1].components[0].data).toEqual({ values: LOOKUPS.hazards });
    const table = (filled.components[1] as { components: { rows: { components: { data: unknown }[] }[][] }[] }).components[0];
    expect(table.rows[0][0].components[0].data).toEqual({ values: LOOKUPS.areas });
  });

  it('leaves selects without a lookup and the original schema alone', () => {
    const filled = fillLookups(schema, LOOKUPS) as unknown as typeof schema;
    expect((filled.components[2] as { components: { data: unknown }[] }).components[0].data).toEqual({ values: [] });
    expect(JSON.stringify(schema)).not.toContain('Saldatore');
  });
});

describe('dvrSections', () => {
  it('lists the top-level panels in form order, with the sr menu titles for the site DVR', () => {
    const components = [
      { type: 'panel', key: 'card', title: 'Scheda' },
      { type: 'htmlelement', key: 'intro' },
      { type: 'panel', key: 'jhaz', title: 'Rischi' },
    ];
    expect(dvrSections(components, 'SEDE')).toEqual([
      { key: 'card', title: DVR_SITE_SECTIONS[0].title },
      { key: 'jhaz', title: 'Rischi per mansione' },
    ]);
    expect(dvrSections(components, 'RUM')).toEqual([
      { key: 'card', title: 'Scheda' },
      { key: 'jhaz', title: 'Rischi' },
    ]);
  });
});

describe('areas', () => {
  it('gives new area rows an id and keeps the ids rows already have', () => {
    let n = 0;
    const data = { areas: [{ area_id: 'a1', name: 'Magazzino' }, { name: 'Officina' }], other: 1 };
    const next = withAreaIds(data, () => `new-${++n}`);
    expect(next.areas).toEqual([
      { area_id: 'a1', name: 'Magazzino' },
      { area_id: 'new-1', name: 'Officina' },
    ]);
    expect(next.other).toBe(1);
    expect(withAreaIds(next, () => 'never')).toBe(next);
  });

  it('offers the named areas that have an id', () => {
    expect(areaOptions({ areas: [{ area_id: 'a1', name: ' Magazzino ' }, { area_id: 'a2', name: '' }, { name: 'Officina' }] })).toEqual([
      { value: 'a1', label: 'Magazzino' },
    ]);
    expect(areaOptions({})).toEqual([]);
  });
});

describe('permissions and hazards', () => {
  const grant = (name: string) => ({ name, pivot: { customer_id: 'c1', factory_id: null } }) as never;
  it('lets the provider staff from level 5 write, never customer-side users', () => {
    expect(canWriteDvrs({ roles: [grant('hse_manager')] }, 8)).toBe(true);
    expect(canWriteDvrs({ roles: [grant('hse_manager')] }, 4)).toBe(false);
    expect(canWriteDvrs({ roles: [grant('RSPP')] }, 5)).toBe(false);
  });

  it('is read-only when signed or when the server refuses editing', () => {
    expect(isDvrReadOnly({ can_edit: true, status: 0 })).toBe(false);
    expect(isDvrReadOnly({ can_edit: true, status: 1 })).toBe(true);
    expect(isDvrReadOnly({ can_edit: false, status: 0 })).toBe(true);
  });

  it('restricts the hazards to those a specific DVR assesses', () => {
    const catalogue = [
      { id: 'RUMORE', code: 'RUM', description_med: 'Rumore', med_hazard: true, form: null },
      { id: 'VDT', code: 'VDT', description_med: 'Videoterminali', med_hazard: true, form: null },
    ];
    expect(hazardOptions(catalogue, ['RUMORE'])).toEqual([{ value: 'RUMORE', label: 'Rumore' }]);
    expect(hazardOptions(catalogue)).toHaveLength(2);
  });
});

// The screen signs with contracts' dvrDocumentDate: the dates its forms type, read as the server reads them.
describe('dvrDocumentDate', () => {
  it('reads the data del documento at the top or in the card, as a day', () => {
    expect(dvrDocumentDate({ document_date: '2026-11-20T00:00:00+01:00' })).toBe('2026-11-20');
    expect(dvrDocumentDate({ card: { document_date: '2026-10-01' } })).toBe('2026-10-01');
    expect(dvrDocumentDate({ document_date: '20/11/2026' })).toBe('2026-11-20');
    expect(dvrDocumentDate({ document_date: '31/02/2026' })).toBeNull();
    expect(dvrDocumentDate({})).toBeNull();
  });
});
