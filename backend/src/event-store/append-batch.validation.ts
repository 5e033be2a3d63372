import { bookedMillis, type ExpectedRevision, type NewEvent, type ReservationChange } from '@tutela/contracts';

/** A malformed append (a programming error, not a conflict): never retried, answered as a server error. */
export class InvalidAppendError extends Error {
  readonly code = 'INVALID_APPEND';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAppendError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks what both adapters would otherwise reject with driver-specific errors (PostgreSQL's uuid cast,
 * EventStoreDB's gRPC validation) and lower-cases ids, because both stores hand UUIDs back in lower case and
 * an idempotent retry must recognise its own ids.
 */
export function validateAppendBatch(stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): NewEvent[] {
  if (typeof stream !== 'string' || stream.length === 0 || stream.trim() !== stream) {
    throw new InvalidAppendError(`Nome dello stream non valido: "${String(stream)}"`);
  }
  // `$` streams belong to EventStoreDB itself and are filtered out of $all: an event there would vanish.
  if (stream.startsWith('$')) throw new InvalidAppendError(`Il nome dello stream non può iniziare con "$": ${stream}`);
  if (
    expectedRevision !== 'any' &&
    expectedRevision !== 'no_stream' &&
    !(Number.isSafeInteger(expectedRevision) && expectedRevision >= 0)
  ) {
    throw new InvalidAppendError(`Revisione attesa non valida per lo stream ${stream}: ${String(expectedRevision)}`);
  }
  if (events.length === 0) throw new InvalidAppendError(`Nessun evento da registrare nello stream ${stream}`);
  const seen = new Set<string>();
  return events.map((event) => {
    if (typeof event.id !== 'string' || !UUID.test(event.id)) {
      throw new InvalidAppendError(`Identificativo evento non valido (serve un UUID): ${String(event.id)}`);
    }
    const id = event.id.toLowerCase();
    if (seen.has(id)) throw new InvalidAppendError(`Evento ripetuto nello stesso invio: ${id}`);
    seen.add(id);
    if (typeof event.type !== 'string' || event.type.length === 0 || event.type.startsWith('$')) {
      throw new InvalidAppendError(`Tipo di evento non valido: "${String(event.type)}"`);
    }
    // JSON has no `undefined`: it would silently vanish on the way to the store.
    if (event.data === undefined) throw new InvalidAppendError(`Dati mancanti per l'evento ${event.type}`);
    if (typeof event.metadata !== 'object' || event.metadata === null) {
      throw new InvalidAppendError(`Metadati mancanti per l'evento ${event.type}`);
    }
    const schemaVersion = event.schemaVersion ?? 1;
    if (!Number.isSafeInteger(schemaVersion) || schemaVersion < 1) {
      throw new InvalidAppendError(`Versione dello schema non valida per ${event.type}: ${String(schemaVersion)}`);
    }
    return { ...event, id, schemaVersion };
  });
}

/**
 * Checks the reservations of an append: scope, key (and ref for an interval) non-empty strings, a known kind, and a
 * booked interval's bounds (ISO instants with a zone, from before to), handed on in UTC ('…Z') so every store
 * compares and reports them alike.
 */
export function validateReservations(changes: readonly ReservationChange[] = []): ReservationChange[] {
  const text = (value: unknown) => typeof value === 'string' && value.length > 0;
  return changes.map((change) => {
    if (!text(change.scope) || !text(change.key)) {
      throw new InvalidAppendError(`Riserva senza ambito o chiave: ${JSON.stringify(change)}`);
    }
    switch (change.kind) {
      case 'claim':
      case 'release':
        return change;
      case 'unbook':
      case 'book': {
        if (!text(change.ref)) throw new InvalidAppendError(`Prenotazione senza riferimento: ${JSON.stringify(change)}`);
        if (change.kind === 'unbook') return { kind: 'unbook', scope: change.scope, key: change.key, ref: change.ref };
        let bounds: { from: number; to: number };
        try {
          bounds = bookedMillis(change);
        } catch (error) {
          throw new InvalidAppendError((error as Error).message);
        }
        const [from, to] = [new Date(bounds.from).toISOString(), new Date(bounds.to).toISOString()];
        return { ...change, from, to };
      }
      default:
        throw new InvalidAppendError(`Tipo di riserva sconosciuto: ${JSON.stringify(change)}`);
    }
  });
}
