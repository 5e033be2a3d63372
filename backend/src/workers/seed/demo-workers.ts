import { CONTRACT_TYPES, computeFiscalCode, type WorkerHiredData } from '@tutela/contracts';

/**
 * Plausible Italian workers for the demo and the benchmarks: names, birth dates and real birth places (long-lived
 * municipalities and a few foreign states, with their Belfiore codes), with the tax code computed from them.
 * Deterministic: the same index always gives the same person, so re-seeding finds what exists.
 */
const MALE_NAMES = [
  'Marco',
  'Luca',
  'Giuseppe',
  'Francesco',
  'Alessandro',
  'Andrea',
  'Matteo',
  'Lorenzo',
  'Davide',
  'Simone',
  'Federico',
  'Riccardo',
  'Stefano',
  'Paolo',
  'Giovanni',
  'Antonio',
  'Nicolò',
  'Emanuele',
  'Fabio',
  'Roberto',
];
const FEMALE_NAMES = [
  'Giulia',
  'Francesca',
  'Chiara',
  'Sara',
  'Martina',
  'Valentina',
  'Elena',
  'Alessia',
  'Federica',
  'Silvia',
  'Laura',
  'Anna',
  'Elisa',
  'Ilaria',
  'Beatrice',
  'Marta',
  'Lucia',
  'Roberta',
  'Paola',
  'Noemi',
];
const LAST_NAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  "D'Angelo",
  'Marchetti',
  'Parisi',
  'Villa',
  'Conte',
  'Ferri',
  'Fabbri',
  'Bianco',
  'Marini',
  'Grasso',
  'Valentini',
  'Messina',
  'Sala',
  'De Santis',
  'Cattaneo',
  'Pellegrini',
  'Palumbo',
  'Sanna',
  'Farina',
  'Rizzi',
  'Monti',
  'Cattani',
  'Negri',
];
/** Places that existed for every birth date generated (1950–2005). */
const BIRTH_PLACES: readonly { name: string; code: string }[] = [
  { name: 'Roma', code: 'H501' },
  { name: 'Milano', code: 'F205' },
  { name: 'Napoli', code: 'F839' },
  { name: 'Torino', code: 'L219' },
  { name: 'Palermo', code: 'G273' },
  { name: 'Genova', code: 'D969' },
  { name: 'Bologna', code: 'A944' },
  { name: 'Firenze', code: 'D612' },
  { name: 'Bari', code: 'A662' },
  { name: 'Catania', code: 'C351' },
  { name: 'Venezia', code: 'L736' },
  { name: 'Verona', code: 'L781' },
  { name: 'Bergamo', code: 'A794' },
  { name: 'Brescia', code: 'B157' },
  { name: 'Padova', code: 'G224' },
  { name: 'Pisa', code: 'G702' },
  { name: 'Lecce', code: 'E506' },
  { name: 'Cagliari', code: 'B354' },
  { name: 'Francia', code: 'Z110' },
  { name: 'Romania', code: 'Z129' },
  { name: 'Albania', code: 'Z100' },
  { name: 'Marocco', code: 'Z330' },
];

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoWorkerTenant {
  entityId: string;
  customerId: string;
  /** The customer's factories (a worker goes to one of them, or to none when there are none). */
  factoryIds: readonly string[];
}

/** The `index`-th demo worker of a tenant (ids come from the caller: the seed derives them, the bench too). */
export function demoWorker(index: number, workerId: string, tenant: DemoWorkerTenant): WorkerHiredData {
  const random = prng(index * 7919 + 17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const sex: 'M' | 'F' = random() < 0.55 ? 'M' : 'F';
  const firstName = pick(sex === 'M' ? MALE_NAMES : FEMALE_NAMES);
  const lastName = pick(LAST_NAMES);
  const year = 1955 + Math.floor(random() * 50);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const birthDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const place = pick(BIRTH_PLACES);
  const slug = `${firstName}.${lastName}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return {
    workerId,
    entityId: tenant.entityId,
    customerId: tenant.customerId,
    factoryId: tenant.factoryIds.length ? tenant.factoryIds[index % tenant.factoryIds.length] : null,
    firstName,
    lastName,
    sex,
    birthDate,
    birthPlace: place.name,
    birthPlaceCode: place.code,
    fiscalCode: computeFiscalCode({ firstName, lastName, sex, birthDate, birthPlaceCode: place.code }),
    email: random() < 0.6 ? `${slug}${index}@example.it` : null,
    contract: random() < 0.7 ? 'INDETERMINATO' : pick(CONTRACT_TYPES).code,
    hiredOn: `${Math.max(year + 18, 2000 + Math.floor(random() * 25))}-${String(month).padStart(2, '0')}-01`,
  };
}
