import { computeFiscalCode } from '../registry/fiscal-code';

// The example rows of the `_explicit` templates: fictional people whose tax codes are computed with the registry's
// own rule, so an example row copied into a real import passes the same checks as a typed one.

export interface ImportExampleRow {
  /** By column key (import-template-columns); dates are ISO YYYY-MM-DD, written as date cells. */
  values: Record<string, string>;
}

interface ExamplePerson {
  last_name: string;
  first_name: string;
  sex: 'M' | 'F';
  birth_date: string;
  birth_place: string;
  birth_place_code: string;
}

const PEOPLE: ExamplePerson[] = [
  { last_name: 'Esempio', first_name: 'Mario', sex: 'M', birth_date: '1980-03-15', birth_place: 'Bergamo', birth_place_code: 'A794' },
  { last_name: 'Prova', first_name: 'Giulia', sex: 'F', birth_date: '1992-11-04', birth_place: 'Milano', birth_place_code: 'F205' },
  { last_name: 'Campione', first_name: 'Luca', sex: 'M', birth_date: '1975-07-28', birth_place: 'Roma', birth_place_code: 'H501' },
];

function fiscalCodeOf(person: ExamplePerson): string {
  const code = computeFiscalCode({
    firstName: person.first_name,
    lastName: person.last_name,
    sex: person.sex,
    birthDate: person.birth_date,
    birthPlaceCode: person.birth_place_code,
  });
  // The data above are fixed: a null here is a mistake in this file, caught by its spec.
  return code ?? '';
}

/**
 * Three example rows; `lookups` gives the first factory, department and job of the chosen customer so the
 * examples use values the dropdowns accept (empty without a customer).
 */
export function importExampleRows(lookups: { factory?: string; department?: string; job?: string }): ImportExampleRow[] {
  const employment = [
    { contract: 'Tempo indeterminato', hire_date: '2015-09-01', resigned: 'NO', alt_jobs: '' },
    { contract: 'Tempo determinato', hire_date: '2024-02-12', resigned: 'NO', alt_jobs: '' },
    { contract: 'Part-time', hire_date: '2001-05-07', resigned: 'SI', alt_jobs: 'Magazziniere; Carrellista' },
  ];
  const visits = [
    {
      last_visit_date: '2025-10-20',
      visit_type: 'Periodica',
      outcome: 'ID',
      limitations: '',
      prescriptions: '',
      next_visit_date: '2026-10-20',
    },
    {
      last_visit_date: '2024-02-05',
      visit_type: 'Preventiva',
      outcome: 'IP',
      limitations: '',
      prescriptions: 'Uso di otoprotettori',
      next_visit_date: '2026-02-05',
    },
    {
      last_visit_date: '2025-06-16',
      visit_type: 'Periodica',
      outcome: 'IPL',
      limitations: 'Non sollevare carichi oltre 15 kg',
      prescriptions: 'Lenti correttive',
      next_visit_date: '2026-06-16',
    },
  ];
  return PEOPLE.map((person, index) => ({
    values: {
      last_name: person.last_name,
      first_name: person.first_name,
      sex: person.sex,
      birth_date: person.birth_date,
      birth_place: person.birth_place,
      fiscal_code: fiscalCodeOf(person),
      email: `${person.first_name}.${person.last_name}@esempio.it`.toLowerCase(),
      phone: `035 000 00${index + 1}`,
      factory: lookups.factory ?? '',
      department: lookups.department ?? '',
      job: lookups.job ?? '',
      ...employment[index],
      ...visits[index],
    },
  }));
}
