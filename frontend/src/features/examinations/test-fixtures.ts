import type { ExaminationDetail, FormDefinition } from '@tutela/contracts';

/** Records for the examinations unit tests (not used by the app). */
export const DETAIL: ExaminationDetail = {
  id: 'x-1',
  kind: 'VIS',
  type_id: 10,
  time_key: 't1',
  examinationdate: '2026-11-20',
  status: 0,
  outcome: null,
  outcome_bis: 'PV',
  exdata: { tipo_visita: 'PV' },
  form_code: 'VIS',
  form_version: 1,
  worker: {
    id: 'w-1',
    name: 'Bianchi Anna',
    birth_date: '1985-05-05',
    age: 41,
    customer_id: 'c-1',
    company_name: 'Officine Demo S.p.A.',
    job: null,
  },
  job: { id: 'j-1', name: 'Magazziniere' },
  hazards: [],
  protocol_next_period: 12,
  suggested_examinations: [],
  versions: [],
  files: [],
  revision: 3,
  can_edit: true,
  can_sign: true,
  can_reopen: true,
  can_pdf: true,
  can_history: false,
};

export const VIS_FORM: FormDefinition = {
  id: 1,
  code: 'VIS',
  version: 1,
  title: 'Visita medica',
  kind: 'VIS',
  schema: {
    display: 'form',
    components: [
      {
        type: 'panel',
        key: 'anamnesi_lavorativa',
        title: 'Anamnesi lavorativa',
        components: [],
      },
      {
        type: 'panel',
        key: 'questionari',
        title: 'Questionari',
        components: [
          {
            type: 'panel',
            key: 'questionario_audit_c',
            title: 'Questionario AUDIT-C (alcol)',
            components: [],
          },
        ],
      },
      {
        type: 'panel',
        key: 'giudizio_idoneita',
        title: 'Giudizio di idoneità',
        components: [
          { type: 'select', key: 'giudizio', label: 'Giudizio' },
          { type: 'textarea', key: 'limitazioni', label: 'Limitazioni' },
        ],
      },
    ],
  },
};
