import { FISCAL_CODE_MESSAGES, MESSAGES, REGISTRY_MESSAGES, fiscalCodeCheckChar, type WorkerEvent } from '@tutela/contracts';
import { deciderSpec } from '../../shared/testing/decider-specification';
import type { HireWorker } from './worker-commands';
import { WORKER_MESSAGES, workerDecider } from './worker.decider';

const spec = deciderSpec(workerDecider);

const PERSONAL = {
  firstName: 'Mario',
  lastName: 'Rossi',
  sex: 'M' as const,
  birthDate: '1985-12-10',
  birthPlace: 'San Giuliano Terme',
  birthPlaceCode: 'A562',
  fiscalCode: null,
  email: null,
};

const hireCommand = (personal: Partial<HireWorker['personal']> = {}): HireWorker => ({
  type: 'HireWorker',
  workerId: 'w1',
  entityId: 'e1',
  customerId: 'c1',
  factoryId: 'f1',
  personal: { ...PERSONAL, ...personal },
  contract: 'INDETERMINATO',
});

const hired: WorkerEvent = {
  type: 'WorkerHired',
  data: {
    workerId: 'w1',
    entityId: 'e1',
    customerId: 'c1',
    factoryId: 'f1',
    ...PERSONAL,
    fiscalCode: 'RSSMRA85T10A562S',
    hiredOn: null,
    contract: 'INDETERMINATO',
  },
};

describe('worker decider', () => {
  describe('hire', () => {
    it('computes the tax code when none is given', () => {
      spec.given([]).when(hireCommand()).then([hired]);
    });

    it('keeps a given code that matches the data, also with omocodia', () => {
      const omocoded = 'RSSMRA85T10A56N';
      const code = omocoded + fiscalCodeCheckChar(omocoded);
      spec
        .given([])
        .when(hireCommand({ fiscalCode: code.toLowerCase() }))
        .then([
          {
            ...hired,
            data: { ...hired.data, fiscalCode: code },
          } as WorkerEvent,
        ]);
    });

    it("refuses an invalid code with 'Codice fiscale non valido' and one of someone else", () => {
      spec
        .given([])
        .when(hireCommand({ fiscalCode: 'RSSMRA85T10A562X' }))
        .thenFails('validation', REGISTRY_MESSAGES.FISCAL_CODE_INVALID, 'fiscal_code');
      spec
        .given([])
        .when(hireCommand({ fiscalCode: 'RSSMRA85T11A562R' }))
        .thenFails('validation', FISCAL_CODE_MESSAGES.MISMATCH, 'fiscal_code');
      spec
        .given([])
        .when(
          hireCommand({
            birthDate: '1985-12-11',
            fiscalCode: 'RSSMRA85T10A562S',
          }),
        )
        .thenFails('validation', FISCAL_CODE_MESSAGES.MISMATCH, 'fiscal_code');
    });

    it("answers 'Campi obbligatori mancanti' with every missing field marked", () => {
      spec
        .given([])
        .when(hireCommand({ firstName: ' ', birthPlace: '' }))
        .thenFails('validation', REGISTRY_MESSAGES.REQUIRED_FIELDS_MISSING, 'birth_place');
      spec
        .given([])
        .when(hireCommand({ firstName: '' }))
        .thenFails('validation', undefined, 'first_name');
      spec
        .given([])
        .when({ ...hireCommand(), customerId: '' })
        .thenFails('validation', MESSAGES.REQUIRED, 'customer_id');
    });

    it("refuses an invalid e-mail with 'Email non valida' and an unknown contract", () => {
      spec
        .given([])
        .when(hireCommand({ email: 'mario@' }))
        .thenFails('validation', REGISTRY_MESSAGES.EMAIL_INVALID, 'email');
      spec
        .given([])
        .when({ ...hireCommand(), contract: 'FOREVER' })
        .thenFails('validation', WORKER_MESSAGES.CONTRACT_INVALID, 'contract');
    });

    it('refuses hiring the same worker twice', () => {
      spec.given([hired]).when(hireCommand()).thenFails('conflict', WORKER_MESSAGES.ALREADY_EXISTS);
    });
  });

  describe('personal data', () => {
    it('records only what changed, and a computed code follows the corrected data', () => {
      spec
        .given([hired])
        .when({
          type: 'UpdateWorkerPersonalData',
          changes: { birthDate: '1985-12-11', firstName: 'Mario' },
        })
        .then([
          {
            type: 'WorkerPersonalDataUpdated',
            data: {
              workerId: 'w1',
              birthDate: '1985-12-11',
              fiscalCode: 'RSSMRA85T11A562R',
            },
          },
        ]);
    });

    it('changes nothing when nothing changes', () => {
      spec
        .given([hired])
        .when({
          type: 'UpdateWorkerPersonalData',
          changes: { firstName: ' Mario ' },
        })
        .thenNothing();
    });

    it('refuses a code given by hand that does not match the data', () => {
      spec
        .given([hired])
        .when({
          type: 'UpdateWorkerPersonalData',
          changes: { fiscalCode: 'RSSMRA85T11A562R' },
        })
        .thenFails('validation', FISCAL_CODE_MESSAGES.MISMATCH, 'fiscal_code');
    });

    it('answers 404 for a worker that does not exist', () => {
      spec
        .given([])
        .when({
          type: 'UpdateWorkerPersonalData',
          changes: { firstName: 'Luigi' },
        })
        .thenFails('not_found', REGISTRY_MESSAGES.WORKER_NOT_FOUND);
    });
  });

  describe('employment', () => {
    it('records contract, suitability, impact and exclusion changes', () => {
      spec
        .given([hired])
        .when({
          type: 'UpdateWorkerEmployment',
          changes: {
            contract: 'INDETERMINATO',
            suitability: 'IPL',
            businessImpact: 'ALTO',
            excludeSs: true,
          },
        })
        .then([
          {
            type: 'WorkerEmploymentUpdated',
            data: {
              workerId: 'w1',
              suitability: 'IPL',
              businessImpact: 'ALTO',
              excludeSs: true,
            },
          },
        ]);
    });

    it('refuses an unknown contract and impact', () => {
      spec
        .given([hired])
        .when({ type: 'UpdateWorkerEmployment', changes: { contract: 'X' } })
        .thenFails('validation', undefined, 'contract');
      spec
        .given([hired])
        .when({
          type: 'UpdateWorkerEmployment',
          changes: { businessImpact: 'MEDIO' as never },
        })
        .thenFails('validation', undefined, 'business_impact');
    });
  });

  describe('resign, reinstate, transfer', () => {
    const resigned: WorkerEvent = {
      type: 'WorkerResigned',
      data: { workerId: 'w1', resignedOn: '2026-01-31' },
    };

    it('resigns an active worker once', () => {
      spec.given([hired]).when({ type: 'ResignWorker', resignedOn: '2026-01-31' }).then([resigned]);
      spec
        .given([hired, resigned])
        .when({ type: 'ResignWorker', resignedOn: '2026-02-01' })
        .thenFails('conflict', REGISTRY_MESSAGES.WORKER_RESIGNED);
    });

    it('reinstates only a resigned worker', () => {
      spec
        .given([hired, resigned])
        .when({ type: 'ReinstateWorker' })
        .then([{ type: 'WorkerReinstated', data: { workerId: 'w1' } }]);
      spec.given([hired]).when({ type: 'ReinstateWorker' }).thenFails('conflict', WORKER_MESSAGES.NOT_RESIGNED);
    });

    it('transfers to another customer, and does nothing when already there', () => {
      spec
        .given([hired])
        .when({ type: 'TransferWorker', customerId: 'c2', factoryId: null })
        .then([
          {
            type: 'WorkerTransferred',
            data: { workerId: 'w1', customerId: 'c2', factoryId: null },
          },
        ]);
      spec.given([hired]).when({ type: 'TransferWorker', customerId: 'c1', factoryId: 'f1' }).thenNothing();
    });
  });
});
