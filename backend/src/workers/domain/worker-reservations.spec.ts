import type { WorkerEvent } from '@tutela/contracts';
import { TAX_CODE_SCOPE, workerReservations } from './worker-reservations';
import { evolveWorker, initialWorkerState, type WorkerState } from './worker-state';

const CODE = 'RSSMRA85T10A562S';
const hired: WorkerEvent = {
  type: 'WorkerHired',
  data: {
    workerId: 'w1',
    entityId: 'e1',
    customerId: 'c1',
    factoryId: null,
    firstName: 'Mario',
    lastName: 'Rossi',
    sex: 'M',
    birthDate: '1985-12-10',
    birthPlace: 'San Giuliano Terme',
    birthPlaceCode: 'A562',
    fiscalCode: CODE,
    email: null,
  },
};
const after = (...events: WorkerEvent[]): WorkerState => events.reduce(evolveWorker, initialWorkerState());
const claim = (key: string) => ({ kind: 'claim', scope: TAX_CODE_SCOPE, key });
const release = (key: string) => ({ kind: 'release', scope: TAX_CODE_SCOPE, key });

describe('workerReservations', () => {
  const resigned: WorkerEvent = { type: 'WorkerResigned', data: { workerId: 'w1', resignedOn: '2025-01-31' } };

  it('claims the customer and tax code on a hire, gives them back on a dismissal, claims again on a reinstatement', () => {
    expect(workerReservations(initialWorkerState(), [hired])).toEqual([claim(`c1:${CODE}`)]);
    expect(workerReservations(after(hired), [resigned])).toEqual([release(`c1:${CODE}`)]);
    expect(workerReservations(after(hired, resigned), [{ type: 'WorkerReinstated', data: { workerId: 'w1' } }])).toEqual([
      claim(`c1:${CODE}`),
    ]);
  });

  it('moves the key with a transfer to another customer or a corrected tax code, and leaves it for anything else', () => {
    expect(
      workerReservations(after(hired), [{ type: 'WorkerTransferred', data: { workerId: 'w1', customerId: 'c2', factoryId: null } }]),
    ).toEqual([release(`c1:${CODE}`), claim(`c2:${CODE}`)]);
    const corrected = 'RSSMRA85T10A562X';
    expect(
      workerReservations(after(hired), [{ type: 'WorkerPersonalDataUpdated', data: { workerId: 'w1', fiscalCode: corrected } }]),
    ).toEqual([release(`c1:${CODE}`), claim(`c1:${corrected}`)]);
    expect(workerReservations(after(hired), [{ type: 'WorkerPersonalDataUpdated', data: { workerId: 'w1', phone: '055 123' } }])).toEqual(
      [],
    );
    expect(
      workerReservations(after(hired), [{ type: 'WorkerTransferred', data: { workerId: 'w1', customerId: 'c1', factoryId: 'f2' } }]),
    ).toEqual([]);
    // A dismissed worker holds nothing: correcting their data claims nothing.
    expect(
      workerReservations(after(hired, resigned), [{ type: 'WorkerPersonalDataUpdated', data: { workerId: 'w1', fiscalCode: corrected } }]),
    ).toEqual([]);
  });
});
