import { CONTRACT_TYPES } from '../shell/constants';

// The bulk import's templates (issue 36; spec part 1 §2 upload-template dialog, §7 templates/download). This is
// the one column list: the server writes the templates from it and the import parser will read the rows back by
// the same keys, so a header renamed here is renamed in both places at once.

/** The dropdown (data validation) a column offers; the live ones are filled from the chosen customer. */
export type ImportListKind = 'sex' | 'contract' | 'yes_no' | 'outcome' | 'visit_type' | 'factory' | 'department' | 'job';

export interface ImportTemplateColumn {
  /** Stable machine key: what the parser maps the header to. */
  key: string;
  /** The Italian header written in row 1. */
  header: string;
  kind: 'text' | 'date' | 'list';
  list?: ImportListKind;
  /** Required by the worker dialog's rules (WORKER_REQUIRED_FIELDS) or by the import itself. */
  required: boolean;
  /** Column width in characters. */
  width: number;
  /** The 'Istruzioni' sheet's explanation. */
  help: string;
}

export const IMPORT_SEX_VALUES = ['M', 'F'] as const;
export const IMPORT_YES_NO_VALUES = ['SI', 'NO'] as const;
/** The judgements an imported visit may carry (spec part 2 §5.1: any other value is a warning). */
export const IMPORT_OUTCOME_CODES = ['ID', 'IP', 'IL', 'IPL'] as const;
/** The contract type is written by its Italian label; the parser maps it back to CONTRACT_TYPES' code. */
export const IMPORT_CONTRACT_LABELS: readonly string[] = CONTRACT_TYPES.map((type) => type.label);

/** Template 1: the company's workers, personal data and employment. */
export const TEMPLATE_1_COLUMNS: readonly ImportTemplateColumn[] = [
  { key: 'last_name', header: 'Cognome', kind: 'text', required: true, width: 20, help: 'Cognome del lavoratore.' },
  { key: 'first_name', header: 'Nome', kind: 'text', required: true, width: 18, help: 'Nome del lavoratore.' },
  { key: 'sex', header: 'Sesso', kind: 'list', list: 'sex', required: true, width: 8, help: 'M o F, dal menu a tendina.' },
  { key: 'birth_date', header: 'Data di nascita', kind: 'date', required: true, width: 15, help: 'Data nel formato gg/mm/aaaa.' },
  {
    key: 'birth_place',
    header: 'Luogo di nascita',
    kind: 'text',
    required: true,
    width: 22,
    help: 'Comune italiano (anche cessato, valido alla data di nascita) o Stato estero.',
  },
  {
    key: 'fiscal_code',
    header: 'Codice fiscale',
    kind: 'text',
    required: false,
    width: 20,
    help: 'Codice fiscale di 16 caratteri (o 11 cifre se provvisorio); serve a riconoscere un lavoratore già presente.',
  },
  { key: 'email', header: 'E-mail', kind: 'text', required: false, width: 26, help: 'Indirizzo e-mail aziendale.' },
  { key: 'phone', header: 'Telefono', kind: 'text', required: false, width: 16, help: 'Numero di telefono.' },
  {
    key: 'factory',
    header: 'Sede',
    kind: 'list',
    list: 'factory',
    required: false,
    width: 24,
    help: "Sede dell'azienda, dal menu a tendina.",
  },
  {
    key: 'department',
    header: 'Reparto',
    kind: 'list',
    list: 'department',
    required: false,
    width: 20,
    help: 'Reparto della sede, dal menu a tendina.',
  },
  {
    key: 'job',
    header: 'Mansione',
    kind: 'list',
    list: 'job',
    required: false,
    width: 26,
    help: "Mansione dell'azienda o generale, dal menu a tendina.",
  },
  {
    key: 'alt_jobs',
    header: 'Mansioni alternative',
    kind: 'text',
    required: false,
    width: 26,
    help: 'Altre mansioni svolte, separate da punto e virgola (;).',
  },
  {
    key: 'contract',
    header: 'Tipo di contratto',
    kind: 'list',
    list: 'contract',
    required: false,
    width: 28,
    help: 'Uno dei 13 tipi di contratto, dal menu a tendina.',
  },
  { key: 'hire_date', header: 'Data di assunzione', kind: 'date', required: false, width: 17, help: 'Data nel formato gg/mm/aaaa.' },
  {
    key: 'resigned',
    header: 'Dimesso',
    kind: 'list',
    list: 'yes_no',
    required: false,
    width: 10,
    help: 'SI se il lavoratore non è più in forza; vuoto vale NO.',
  },
];

/** Template 2's extra columns: the last visit handed over by the previous occupational doctor. */
export const TEMPLATE_2_VISIT_COLUMNS: readonly ImportTemplateColumn[] = [
  {
    key: 'last_visit_date',
    header: 'Data ultima visita',
    kind: 'date',
    required: false,
    width: 17,
    help: "Data dell'ultima visita del medico precedente (gg/mm/aaaa); obbligatoria se si indica il giudizio.",
  },
  {
    key: 'visit_type',
    header: 'Tipo visita',
    kind: 'list',
    list: 'visit_type',
    required: false,
    width: 22,
    help: 'Tipo della visita, dal menu a tendina.',
  },
  {
    key: 'outcome',
    header: 'Giudizio',
    kind: 'list',
    list: 'outcome',
    required: false,
    width: 10,
    help: 'ID idoneo, IP con prescrizioni, IL con limitazioni, IPL con limitazioni e prescrizioni.',
  },
  { key: 'limitations', header: 'Limitazioni', kind: 'text', required: false, width: 30, help: 'Limitazioni del giudizio (IL, IPL).' },
  { key: 'prescriptions', header: 'Prescrizioni', kind: 'text', required: false, width: 30, help: 'Prescrizioni del giudizio (IP, IPL).' },
  {
    key: 'next_visit_date',
    header: 'Data prossima visita',
    kind: 'date',
    required: false,
    width: 18,
    help: 'Scadenza della prossima visita (gg/mm/aaaa).',
  },
];

export const TEMPLATE_2_COLUMNS: readonly ImportTemplateColumn[] = [...TEMPLATE_1_COLUMNS, ...TEMPLATE_2_VISIT_COLUMNS];

export type ImportTemplateNumber = 1 | 2;

/** The spec's four file names (part 1 §7 templates/download: template_{1|2}[_explicit].xlsx). */
export const IMPORT_TEMPLATE_FILE_NAMES = [
  'template_1.xlsx',
  'template_1_explicit.xlsx',
  'template_2.xlsx',
  'template_2_explicit.xlsx',
] as const;
export type ImportTemplateFileName = (typeof IMPORT_TEMPLATE_FILE_NAMES)[number];

export interface ImportTemplateChoice {
  template: ImportTemplateNumber;
  /** With the 'Istruzioni' sheet and example rows. */
  explicit: boolean;
}

/** Which template a file name asks for, or null when it is not one of the four. */
export function parseTemplateFileName(fileName: string): ImportTemplateChoice | null {
  if (!(IMPORT_TEMPLATE_FILE_NAMES as readonly string[]).includes(fileName)) return null;
  return { template: fileName.startsWith('template_2') ? 2 : 1, explicit: fileName.includes('_explicit') };
}

export function templateFileName(choice: ImportTemplateChoice): ImportTemplateFileName {
  return `template_${choice.template}${choice.explicit ? '_explicit' : ''}.xlsx`;
}

export function templateColumns(template: ImportTemplateNumber): readonly ImportTemplateColumn[] {
  return template === 1 ? TEMPLATE_1_COLUMNS : TEMPLATE_2_COLUMNS;
}

/** Rows below the header made ready for typing: unlocked, date-formatted, with their dropdowns. */
export const IMPORT_TEMPLATE_DATA_ROWS = 2000;
export const IMPORT_TEMPLATE_SHEET = 'Lavoratori';
export const IMPORT_INSTRUCTIONS_SHEET = 'Istruzioni';
export const IMPORT_LISTS_SHEET = 'Liste';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Only the system administrator reaches Coord. Sanitario → Importa (spec part 1 §2). */
export const IMPORT_ROLE = 'system_administrator';

export const IMPORT_MESSAGES = {
  TEMPLATE_INVALID: `Modello non valido: ${IMPORT_TEMPLATE_FILE_NAMES.join(', ')}`,
  CUSTOMER_INVALID: 'Azienda non valida',
  CUSTOMER_NOT_FOUND: 'Azienda non trovata',
} as const;

/** What the page says of each template (the upload-template dialog's descriptions). */
export const IMPORT_TEMPLATE_DESCRIPTIONS: Record<ImportTemplateNumber, string> = {
  1: 'I lavoratori dell’azienda: dati anagrafici (cognome, nome, sesso, nascita, codice fiscale, contatti) e rapporto di lavoro (sede, reparto, mansione, mansioni alternative, tipo di contratto, assunzione, dimissioni).',
  2: 'Il Template 1 più l’ultima visita consegnata dal medico precedente: data, tipo di visita, giudizio (ID, IP, IL, IPL), limitazioni, prescrizioni e data della prossima visita.',
};
