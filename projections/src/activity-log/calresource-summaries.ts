/**
 * "Ultime attività" for calresource streams (RISORSA): 'Risorsa «Sala 1» creata', the fields an edit changed,
 * a deactivation or a reactivation.
 */
type Sentence = (data: Record<string, unknown>) => string;

const FIELDS: ReadonlyArray<[key: string, label: string]> = [
  ['name', 'nome'],
  ['kind', 'tipologia'],
  ['location', 'luogo'],
  ['address', 'indirizzo'],
  ['capacity', 'capienza'],
];

const quoted = (value: unknown): string => (value === null || value === undefined || value === '' ? 'vuoto' : `«${String(value)}»`);

export const CALRESOURCE_SENTENCES: Readonly<Record<string, Sentence>> = {
  CalResourceCreated: (d) =>
    `${d.type === 'classrooms' ? 'Ambulatorio' : 'Risorsa'} ${quoted(d.name)} ${d.type === 'classrooms' ? 'creato' : 'creata'}`,
  CalResourceUpdated: (d) => {
    const parts = FIELDS.filter(([key]) => key in d).map(([key, label]) => `${label} ${quoted(d[key])}`);
    return parts.length ? `Risorsa modificata: ${parts.join(', ')}` : 'Risorsa modificata';
  },
  CalResourceDeactivated: () => 'Risorsa disattivata',
  CalResourceReactivated: () => 'Risorsa riattivata',
};
