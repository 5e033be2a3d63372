import { checkFiscalCode, isValidFiscalCode, resolveBirthPlace } from '@tutela/contracts';
import { demoWorker } from './demo-workers';

describe('demo workers', () => {
  const tenant = { entityId: 'e', customerId: 'c', factoryIds: ['f1', 'f2'] };

  it('are deterministic and carry a valid tax code that matches their data', async () => {
    for (let index = 0; index < 200; index++) {
      const worker = demoWorker(index, `w${index}`, tenant);
      expect(demoWorker(index, `w${index}`, tenant)).toEqual(worker);
      expect(isValidFiscalCode(worker.fiscalCode)).toBe(true);
      expect(checkFiscalCode(worker.fiscalCode!, { ...worker, birthPlaceCode: worker.birthPlaceCode! })).toMatchObject({
        ok: true,
        warning: null,
      });
      expect(await resolveBirthPlace({ code: worker.birthPlaceCode, birthDate: worker.birthDate })).toMatchObject({ ok: true });
      expect(['f1', 'f2']).toContain(worker.factoryId);
    }
  });
});
