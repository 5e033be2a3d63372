import { join } from 'node:path';
import { FORM_FIELD_MESSAGES } from '@tutela/contracts';
import { demoSiteDvrData } from '../dvr/seed/demo-dvr-seed';
import { readFormFiles } from '../examinations/forms/form-files';
import { DEMO_VISITS } from '../examinations/seed/demo-examinations-seed';
import { validateSubmission } from './submission-validation';

// The published definitions, as the server loads them at start.
const FORMS = new Map(
  readFormFiles(join(__dirname, '..', '..', '..', 'deploy', 'forms')).map((form) => [`${form.code}-v${form.version}`, form.schema]),
);
const form = (code: string) => {
  const schema = FORMS.get(`${code}-v1`);
  if (!schema) throw new Error(`manca ${code}-v1`);
  return schema;
};
const { DATE, REQUIRED, NOT_ALLOWED, NUMBER } = FORM_FIELD_MESSAGES;

describe('validateSubmission (form.io rules on the server)', () => {
  it('refuses dates that are not on the calendar, whatever mask or pattern let through', () => {
    const errors = validateSubmission(
      form('DVR-RUM'),
      { document_date: '13/66/____', data_sopralluogo: '31/02/2025', prossima_valutazione: '29/02/2024' },
      'draft',
    );
    expect(errors).toEqual({ 'data.document_date': [DATE], 'data.data_sopralluogo': [DATE] });
    // INV and VAC dates have a mask and no pattern: only the calendar check catches 30/02.
    expect(validateSubmission(form('INV'), { data_riconoscimento: '30/02/2023' }, 'final')).toEqual({ 'data.data_riconoscimento': [DATE] });
    expect(validateSubmission(form('VAC'), { vaccinazioni: [{ data: '01/02/2023', richiamo: '2025-02-31' }] }, 'final')).toEqual({
      'data.vaccinazioni[0].richiamo': [DATE],
    });
  });

  it('names nested places by their data path: containers and datagrid rows', () => {
    const errors = validateSubmission(
      form('DVR-SEDE'),
      {
        card: { document_date: '2025-02-31' },
        jhaz: [{ job_id: 'j1', hazard_id: 'RUMORE', evaluation_date: '15/01/2025', exposition_days: 400, frequency: 9 }],
      },
      'draft',
    );
    expect(errors).toEqual({
      'data.card.document_date': [DATE],
      'data.jhaz[0].exposition_days': [`${NUMBER}: il massimo è 366`],
      'data.jhaz[0].frequency': [NOT_ALLOWED],
    });
  });

  it('lets a draft leave required fields empty, and asks for them when final', () => {
    const rows = { jhaz: [{ hazard_id: 'RUMORE' }] };
    expect(validateSubmission(form('DVR-RUM'), rows, 'draft')).toEqual({});
    expect(validateSubmission(form('DVR-RUM'), rows, 'final')).toEqual({
      'data.document_date': [REQUIRED],
      'data.jhaz[0].job_id': [REQUIRED],
    });
    expect(validateSubmission(form('VIS'), {}, 'draft')).toEqual({});
    expect(validateSubmission(form('VIS'), {}, 'final')).toEqual({ 'data.tipo_visita': [REQUIRED], 'data.giudizio': [REQUIRED] });
  });

  it('accepts only the values a select or radio offers; numbers compare as text; lookups are left to their commands', () => {
    const visit = { tipo_visita: 'PV', giudizio: 'ID', periodo_prossima_visita: 12, accertamenti_eseguiti: [15, '11'], fumo: 'mai' };
    expect(validateSubmission(form('VIS'), visit, 'final')).toEqual({});
    expect(
      validateSubmission(form('VIS'), { ...visit, giudizio: 'OTTIMO', fumo: 'sempre', accertamenti_eseguiti: [15, 999] }, 'final'),
    ).toEqual({
      'data.giudizio': [NOT_ALLOWED],
      'data.fumo': [NOT_ALLOWED],
      'data.accertamenti_eseguiti': [NOT_ALLOWED],
    });
    expect(
      validateSubmission(form('DVR-RUM'), { document_date: '01/02/2025', jhaz: [{ job_id: 'any-job', hazard_id: 'ANY' }] }, 'final'),
    ).toEqual({});
  });

  it('refuses text in a number field and numbers out of their bounds', () => {
    expect(validateSubmission(form('INV'), { percentuale_invalidita: 'quaranta' }, 'draft')).toEqual({
      'data.percentuale_invalidita': [NUMBER],
    });
    expect(validateSubmission(form('INV'), { percentuale_invalidita: 140 }, 'draft')).toEqual({
      'data.percentuale_invalidita': [`${NUMBER}: il massimo è 100`],
    });
  });

  it('skips a field its condition hides, as the renderer does', () => {
    // sigarette_giorno shows only for a smoker: a stale value left by a non-smoker is not checked.
    expect(validateSubmission(form('VIS'), { fumo: 'mai', sigarette_giorno: 'tante' }, 'draft')).toEqual({});
    expect(validateSubmission(form('VIS'), { fumo: 'attuale', sigarette_giorno: 'tante' }, 'draft')).toEqual({
      'data.sigarette_giorno': [NUMBER],
    });
  });

  it('accepts the demo seed: every visit, the site DVR it signs and the noise assessment it saves', () => {
    for (const visit of DEMO_VISITS)
      expect(validateSubmission(form('VIS'), visit.exdata, visit.steps.includes('f') ? 'final' : 'draft')).toEqual({});
    expect(validateSubmission(form('DVR-SEDE'), demoSiteDvrData('factory-1'), 'final')).toEqual({});
    expect(validateSubmission(form('DVR-RUM'), { document_date: '20/01/2025' }, 'draft')).toEqual({});
  });

  it('survives data of the wrong shape (a fuzzed body) without throwing', () => {
    const junk = { card: 'testo', jhaz: 'x', areas: [null, 3, { name: { a: 1 } }], processes: [], document_date: 12 };
    expect(() => validateSubmission(form('DVR-SEDE'), junk, 'final')).not.toThrow();
    expect(() => validateSubmission(form('VIS'), { giudizio: { a: 1 }, accertamenti_eseguiti: 'tutti', peso: [] }, 'final')).not.toThrow();
    expect(validateSubmission(form('VIS'), { tipo_visita: 'PV', giudizio: ['ID'] }, 'final')).toEqual({ 'data.giudizio': [NOT_ALLOWED] });
  });

  it('does not change the schema or the data it checks', () => {
    const schema = form('DVR-SEDE');
    const before = JSON.stringify(schema);
    const data = { card: { document_date: '31/02/2025' } };
    validateSubmission(schema, data, 'final');
    expect(JSON.stringify(schema)).toBe(before);
    expect(data).toEqual({ card: { document_date: '31/02/2025' } });
  });
});
