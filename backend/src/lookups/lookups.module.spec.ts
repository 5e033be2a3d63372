import { placesPreloaded } from '@tutela/contracts';
import { LookupsModule } from './lookups.module';

describe('LookupsModule at start-up', () => {
  it('indexes the places of birth before the API answers, and only in a process that serves the API', async () => {
    await new LookupsModule({ roles: ['projections'] }).onApplicationBootstrap();
    expect(placesPreloaded()).toBe(false);
    await new LookupsModule({ roles: ['api', 'projections'] }).onApplicationBootstrap();
    expect(placesPreloaded()).toBe(true);
  });
});
