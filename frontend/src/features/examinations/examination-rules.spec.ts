import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMINATION_TYPES, FITNESS_OUTCOMES, VISIT_FORM_KEYS, VISIT_TYPES, type FormDefinition } from '@tutela/contracts';
import {
  fieldErrors,
  initialFormData,
  isReadOnly,
  questionnaireAnchors,
  sectionAnchors,
  statusLabel,
  visitTypeId,
} from './examination-rules';
import { fieldLabel } from './screen/examination-problems';
import { DETAIL } from './test-fixtures';

const form = (code: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../../../deploy/forms/${code}-v1.json`), 'utf8')) as Omit<FormDefinition, 'id'>;

interface Node {
  key?: string;
  type?: string;
  data?: { values: { value: string }[] };
  dataType?: string;
  multiple?: boolean;
  conditional?: { json: { in: [unknown, string[]] } };
  components?: Node[];
  columns?: { components: Node[] }[];
}
function find(nodes: Node[], key: string): Node | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = find([...(node.components ?? []), ...(node.columns ?? []).flatMap((c) => c.components)], key);
    if (inner) return inner;
  }
  return undefined;
}
const values = (node: Node | undefined) => node?.data?.values.map((v) => v.value);

describe('visit form definitions (deploy/forms)', () => {
  const vis = form('VIS');

  it('VIS v1 has the keys the server reads, with the contracts codes as values', () => {
    const c = vis.schema.components as Node[];
    expect(vis).toMatchObject({
      code: 'VIS',
      version: 1,
      kind: 'VIS',
      schema: { display: 'form' },
    });
    expect(values(find(c, VISIT_FORM_KEYS.tipoVisita))).toEqual(VISIT_TYPES.map((t) => t.code));
    expect(values(find(c, VISIT_FORM_KEYS.giudizio))).toEqual(FITNESS_OUTCOMES.map((o) => o.code));
    const periods = find(c, VISIT_FORM_KEYS.nextVisitPeriod);
    expect(values(periods)).toHaveLength(120);
    expect(periods?.dataType).toBe('number');
    const performed = find(c, VISIT_FORM_KEYS.performedTypes);
    expect(performed?.multiple).toBe(true);
    const protocolIds = EXAMINATION_TYPES.filter((t) => t.health_protocol).map((t) => String(t.id));
    expect(values(performed)!.every((id) => protocolIds.includes(id))).toBe(true);
    expect(values(performed)).toEqual(expect.arrayContaining(['11', '14', '15']));
  });

  it('shows limitazioni for IL/IPL and prescrizioni for IP/IPL through form.io conditionals', () => {
    const c = vis.schema.components as Node[];
    expect(find(c, VISIT_FORM_KEYS.limitazioni)?.conditional?.json.in[1]).toEqual(['IL', 'IPL']);
    expect(find(c, VISIT_FORM_KEYS.prescrizioni)?.conditional?.json.in[1]).toEqual(['IP', 'IPL']);
  });

  it('gives the side menu its sections and the Questionari submenu', () => {
    const sections = sectionAnchors(vis.schema.components).map((a) => a.key);
    expect(sections).toEqual(
      expect.arrayContaining([
        'anamnesi_lavorativa',
        'anamnesi_familiare',
        'anamnesi_fisiologica',
        'anamnesi_patologica',
        'esame_obiettivo',
        'accertamenti',
      ]),
    );
    expect(sections.some((k) => k.startsWith('questionari'))).toBe(false);
    expect(questionnaireAnchors(vis.schema.components).map((a) => a.key)).toEqual([
      'questionario_audit_c',
      'questionario_rachide',
      'questionario_videoterminale',
    ]);
  });

  it('INV and VAC are their own kinds, VAC a grid of vaccinations', () => {
    expect(form('INV')).toMatchObject({ code: 'INV', kind: 'INV', version: 1 });
    const vac = form('VAC');
    const grid = find(vac.schema.components as Node[], 'vaccinazioni');
    expect(grid?.type).toBe('datagrid');
    expect(grid?.components?.map((n) => n.key)).toEqual(['vaccino', 'data', 'dose', 'lotto', 'richiamo']);
  });

  it('names a field by its label for 422 messages', () => {
    expect(fieldLabel(vis.schema.components, 'limitazioni')).toBe('Limitazioni');
    expect(fieldLabel(vis.schema.components, 'sconosciuto')).toBe('sconosciuto');
  });
});

describe('examination rules', () => {
  it('prefills the next-visit period of a periodic visit from the protocol, never over a chosen one', () => {
    expect(initialFormData(DETAIL)[VISIT_FORM_KEYS.nextVisitPeriod]).toBe(12);
    expect(
      initialFormData({
        ...DETAIL,
        exdata: { tipo_visita: 'PV', periodo_prossima_visita: 24 },
      })[VISIT_FORM_KEYS.nextVisitPeriod],
    ).toBe(24);
    expect(
      initialFormData({
        ...DETAIL,
        type_id: 1,
        outcome_bis: 'VP',
        exdata: { tipo_visita: 'VP' },
      }),
    ).not.toHaveProperty('periodo_prossima_visita');
    expect(initialFormData({ ...DETAIL, protocol_next_period: null })).not.toHaveProperty('periodo_prossima_visita');
  });

  it('is read-only when signed or when the server says the user may not edit', () => {
    expect(isReadOnly(DETAIL)).toBe(false);
    expect(isReadOnly({ ...DETAIL, status: 1 })).toBe(true);
    expect(isReadOnly({ ...DETAIL, can_edit: false })).toBe(true);
  });

  it('labels statuses and maps the visit type to its extypes id', () => {
    expect([0, 1, -1].map((s) => statusLabel(s as 0 | 1 | -1))).toEqual(['NON FIRMATA', 'FIRMATA', 'ATT']);
    expect(visitTypeId({ tipo_visita: 'VP' }, 10)).toBe(1);
    expect(visitTypeId({}, 10)).toBe(10);
  });

  it('reads 422 errors under data.* (the form check), exdata.* or bare keys', () => {
    expect(fieldErrors({ 'exdata.limitazioni': ['a'], giudizio: ['b'] })).toEqual({ limitazioni: ['a'], giudizio: ['b'] });
    expect(
      fieldErrors({
        'data.tipo_visita': ['Campo obbligatorio'],
        'data.vaccinazioni[0].data': ['Data non valida'],
        examinationdate: ['Data non valida'],
      }),
    ).toEqual({
      tipo_visita: ['Campo obbligatorio'],
      'vaccinazioni[0].data': ['Data non valida'],
      examinationdate: ['Data non valida'],
    });
    expect(fieldErrors(undefined)).toEqual({});
  });
});
