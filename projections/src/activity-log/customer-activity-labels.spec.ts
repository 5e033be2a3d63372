import { CUSTOMER_EVENT_TYPES } from '@tutela/contracts';
import { EVENT_LABELS } from './activity-labels';
import { activitySummary } from './activity-summary';

describe('activity log wording of the customer events', () => {
  it('has an Italian label for every customer event', () => {
    expect(CUSTOMER_EVENT_TYPES.filter((type) => !EVENT_LABELS[type])).toEqual([]);
  });

  it('reads a factory move and a new customer as sentences', () => {
    expect(
      activitySummary({
        eventType: 'FactoryUpdated',
        operation: 'MODIFICA',
        subjectType: 'CLIENTE',
        attributes: { customerId: 'c', factoryId: 'f', lat: 45.7, lng: 9.67 },
      }),
    ).toBe('Modifica sede: latitudine «45,7», longitudine «9,67».');
    expect(
      activitySummary({
        eventType: 'CustomerCreated',
        operation: 'INSERIMENTO',
        subjectType: 'CLIENTE',
        attributes: {
          customerId: 'c',
          entityId: 'e',
          companyName: 'Officine Demo S.p.A.',
          vatNumber: '01234567897',
          city: 'Bergamo',
          ateco: null,
        },
      }),
    ).toBe('Inserimento azienda: ragione sociale «Officine Demo S.p.A.», partita IVA «01234567897», comune «Bergamo».');
  });
});
