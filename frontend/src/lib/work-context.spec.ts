import { clearWorkContext, getWorkContext, setWorkContext, workContextFromPath } from './work-context';

describe('work context', () => {
  beforeEach(() => clearWorkContext());

  it('a customer card selects the customer and no factory', () => {
    expect(workContextFromPath('/customers/list/card/c1', { customerId: 'c0', factoryId: 'f0' })).toEqual({
      customerId: 'c1',
      factoryId: null,
    });
  });

  it('a factory page selects both', () => {
    expect(workContextFromPath('/customers/list/card/c1/factory/f9/dvrs/A')).toEqual({ customerId: 'c1', factoryId: 'f9' });
  });

  it("other pages of the same customer keep its factory, another customer's do not", () => {
    expect(workContextFromPath('/customers/list/card/c1/worker/w1', { customerId: 'c1', factoryId: 'f9' })).toEqual({
      customerId: 'c1',
      factoryId: 'f9',
    });
    expect(workContextFromPath('/customers/list/card/c2/worker/w1', { customerId: 'c1', factoryId: 'f9' })).toEqual({
      customerId: 'c2',
      factoryId: null,
    });
  });

  it('paths outside customer cards imply nothing', () => {
    expect(workContextFromPath('/dashboards/home')).toBeNull();
  });

  it('stores the selection for the tab and clears it', () => {
    setWorkContext({ customerId: 'c1', factoryId: 'f1' });
    expect(JSON.parse(sessionStorage.getItem('work_context') ?? '{}')).toEqual({ customerId: 'c1', factoryId: 'f1' });
    expect(getWorkContext()).toEqual({ customerId: 'c1', factoryId: 'f1' });
    clearWorkContext();
    expect(getWorkContext()).toEqual({ customerId: null, factoryId: null });
  });
});
