import { FISCAL_CODE_MESSAGES } from './fiscal-code';

/**
 * Italian municipalities (past and present) and foreign states with their Belfiore codes and validity dates,
 * from the Belfiore dataset embedded in @marketto/belfiore-connector-embedded (ANPR, Agenzia delle Entrate, ISTAT
 * lists). The dataset (~230 kB) is imported lazily on first use so a page that never looks a place up does not
 * load it (the browser gets a separate chunk), and the list is folded once into a search index in memory.
 */
export interface BelfiorePlaceRow {
  /** Belfiore (cadastral) code: H501, Z110. */
  code: string;
  name: string;
  /** Province abbreviation for a municipality, null for a foreign state. */
  province: string | null;
  /** ISO 3166 code for a foreign state. */
  iso3166: string | null;
  kind: 'municipality' | 'country';
  /** ISO dates the place existed (valid_to null: still exists). */
  valid_from: string | null;
  valid_to: string | null;
  /** A municipality merged or suppressed: still a valid birth place for those born before. */
  ceased: boolean;
}

interface IndexedPlace extends BelfiorePlaceRow {
  key: string;
}

let indexPromise: Promise<IndexedPlace[]> | null = null;

/** Lower case, accents and punctuation folded to spaces: "Sant'Angelo" and "sant angelo" meet. */
export function placeSearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const FAR_FUTURE_YEAR = 9000;
function isoDate(date: Date | undefined): string | null {
  if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() >= FAR_FUTURE_YEAR) return null;
  return date.toISOString().slice(0, 10);
}

async function loadIndex(): Promise<IndexedPlace[]> {
  const module = await import('@marketto/belfiore-connector-embedded');
  const connector = module.belfioreConnector ?? module.default;
  const places = await connector.toArray();
  return places.map((place) => {
    const validTo = isoDate(place.expirationDate);
    const isCountry = place.belfioreCode.startsWith('Z');
    return {
      code: place.belfioreCode,
      name: place.name,
      province: place.province ?? null,
      iso3166: place.iso3166 ?? null,
      kind: isCountry ? 'country' : 'municipality',
      // The dataset dates Italy's own places from the Kingdom's birth: no earlier validity is meaningful.
      valid_from: isoDate(place.creationDate),
      valid_to: validTo,
      ceased: validTo !== null,
      key: placeSearchKey(place.name),
    } satisfies IndexedPlace;
  });
}

function placeIndex(): Promise<IndexedPlace[]> {
  indexPromise ??= loadIndex().catch((error: unknown) => {
    indexPromise = null;
    throw error;
  });
  return indexPromise;
}

/**
 * Loads the places and builds their index now. Building it takes about a second of one core, in one piece: a server
 * calls this while it starts, so the first hire or place lookup does not hold up every other request meanwhile.
 */
export async function preloadPlaces(): Promise<void> {
  await placeIndex();
  indexed = true;
}

let indexed = false;

/** Whether preloadPlaces has built the index. */
export function placesPreloaded(): boolean {
  return indexed;
}

/** Whether the place existed on the ISO date (both ends included). */
export function placeValidOn(place: Pick<BelfiorePlaceRow, 'valid_from' | 'valid_to'>, date: string): boolean {
  return (place.valid_from === null || place.valid_from <= date) && (place.valid_to === null || date <= place.valid_to);
}

function strip({ key: _key, ...row }: IndexedPlace): BelfiorePlaceRow {
  return row;
}

export interface PlaceSearch {
  q: string;
  kind: BelfiorePlaceRow['kind'];
  /** Only places that existed on this ISO date (a birth date). */
  date?: string | null;
  limit?: number;
}

/**
 * Places whose name contains the typed text, best first: exact name, then names starting with it, then the
 * rest; current places before ceased ones of the same name; alphabetical otherwise.
 */
export async function searchPlaces({ q, kind, date, limit = 20 }: PlaceSearch): Promise<BelfiorePlaceRow[]> {
  const key = placeSearchKey(q);
  if (!key) return [];
  const index = await placeIndex();
  const rank = (place: IndexedPlace) => (place.key === key ? 0 : place.key.startsWith(key) ? 1 : 2);
  return index
    .filter((place) => place.kind === kind && place.key.includes(key) && (!date || placeValidOn(place, date)))
    .sort((a, b) => rank(a) - rank(b) || Number(a.ceased) - Number(b.ceased) || a.key.localeCompare(b.key) || a.code.localeCompare(b.code))
    .slice(0, limit)
    .map(strip);
}

/** Every place that carried this Belfiore code (a code is reused only across kinds of record, not in time). */
export async function placeByCode(code: string): Promise<BelfiorePlaceRow | null> {
  const wanted = code.trim().toUpperCase();
  const index = await placeIndex();
  const matches = index.filter((place) => place.code === wanted);
  // Prefer the current record when the dataset keeps a renamed place twice under one code.
  const best = matches.find((place) => !place.ceased) ?? matches[matches.length - 1];
  return best ? strip(best) : null;
}

export type BirthPlaceCheck = { ok: true; place: BelfiorePlaceRow } | { ok: false; message: string };

/**
 * The birth place of a person born on `birthDate`: a municipality that existed on that date (a ceased one is
 * fine if it still existed then) or a foreign state. By Belfiore code when known, else by exact name.
 */
export async function resolveBirthPlace(input: {
  code?: string | null;
  name?: string | null;
  birthDate: string;
}): Promise<BirthPlaceCheck> {
  const index = await placeIndex();
  let candidates: IndexedPlace[];
  if (input.code) {
    const wanted = input.code.trim().toUpperCase();
    candidates = index.filter((place) => place.code === wanted);
  } else {
    const key = placeSearchKey(input.name ?? '');
    candidates = key ? index.filter((place) => place.key === key) : [];
  }
  if (candidates.length === 0) return { ok: false, message: FISCAL_CODE_MESSAGES.BIRTH_PLACE_UNKNOWN };
  const valid = candidates.filter((place) => placeValidOn(place, input.birthDate));
  if (valid.length === 0) return { ok: false, message: FISCAL_CODE_MESSAGES.BIRTH_PLACE_INVALID };
  return {
    ok: true,
    place: strip(valid.find((place) => !place.ceased) ?? valid[0]),
  };
}
