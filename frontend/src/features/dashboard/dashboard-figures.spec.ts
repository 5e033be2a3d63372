import { customerFromAnswer, figuresFromAnswer } from './dashboard-figures';

describe('figuresFromAnswer', () => {
  it('reads the figures list', () => {
    expect(
      figuresFromAnswer({
        data: {
          figures: [
            { key: 'visits', label: 'Visite effettuate', value: 12 },
            { key: 'bad', value: 'x' },
          ],
        },
      }),
    ).toEqual([{ key: 'visits', label: 'Visite effettuate', value: 12 }]);
  });

  it('falls back to the numeric fields of data', () => {
    expect(figuresFromAnswer({ data: { visite_da_fissare: 4, note: 'x', lista: [1] } })).toEqual([
      { key: 'visite_da_fissare', label: 'Visite da fissare', value: 4 },
    ]);
  });

  it('never invents figures from an empty or odd answer', () => {
    expect(figuresFromAnswer(undefined)).toEqual([]);
    expect(figuresFromAnswer({ data: null })).toEqual([]);
    expect(figuresFromAnswer({ data: [] })).toEqual([]);
  });
});

describe('customerFromAnswer', () => {
  it('reads the company the server confirmed, and nothing from a partial or missing one', () => {
    expect(customerFromAnswer({ data: { figures: [], customer: { id: 'c-1', company_name: 'Officine Demo S.p.A.' } } })).toEqual({
      id: 'c-1',
      company_name: 'Officine Demo S.p.A.',
    });
    expect(customerFromAnswer({ data: { customer: null } })).toBeNull();
    expect(customerFromAnswer({ data: { customer: { id: 'c-1' } } })).toBeNull();
    expect(customerFromAnswer(undefined)).toBeNull();
  });
});
