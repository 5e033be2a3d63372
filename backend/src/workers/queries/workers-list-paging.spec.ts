import type { RecordedEvent } from '@tutela/contracts';
import { WORKER_SEARCH_READS, workersListReads } from '@tutela/projections';
import { ListPagingCache } from '../../http/paging/list-paging-cache';
import { readModelCommitsStandIn } from '../../shared/testing/read-model-commits-stand-in';
import { workersListChange } from './workers-list-paging';

const event = (type: string, data: Record<string, unknown> = {}) => ({ type, stream: 'worker-w1', data }) as unknown as RecordedEvent;

describe("the workers list's paging cache", () => {
  it('keeps the search lookups across a commit that changes no name or tax code, and only those', () => {
    const runtime = readModelCommitsStandIn();
    const cache = new ListPagingCache(runtime, ['workers'], 0, workersListChange);
    cache.keepLookup('names:rossi', ['rossi mario'], cache.begin(), WORKER_SEARCH_READS);
    runtime.commit('workers', [event('WorkerEmploymentUpdated', { suitability: 'ID' }), event('ExaminationSigned')]);
    expect(cache.lookup('names:rossi')).toEqual(['rossi mario']);
    for (const [events, label] of [
      [[event('WorkerJobAssigned'), event('WorkerHired')], 'a hire'],
      [[event('WorkerPersonalDataUpdated', { lastName: 'Verdi' })], 'a change of name'],
      [[event('WorkerPersonalDataUpdated', { fiscalCode: 'VRDLGU81B42G702Y' })], 'a change of tax code'],
      [null, 'a rebuild'],
    ] as const) {
      cache.keepLookup('names:rossi', ['rossi mario'], cache.begin(), WORKER_SEARCH_READS);
      runtime.commit('workers', events);
      expect([label, cache.lookup('names:rossi')]).toEqual([label, undefined]);
    }
    cache.keepLookup('names:rossi', ['rossi mario'], cache.begin(), WORKER_SEARCH_READS);
    runtime.commit('workers', [event('WorkerPersonalDataUpdated', { phone: '050 1' })]);
    expect(cache.lookup('names:rossi')).toEqual(['rossi mario']);
  });

  it("keeps a list's count across a commit that changes none of its filters, its page starts also none of its order", () => {
    const runtime = readModelCommitsStandIn();
    const cache = new ListPagingCache(runtime, ['workers'], 0, workersListChange);
    const byName = workersListReads({ sort: 'name' });
    const byVisit = workersListReads({ sort: 'next_visit' });
    const byContract = workersListReads({ sort: 'name', contract: 'INDETERMINATO' });
    const learn = () => {
      for (const [key, reads] of [
        ['name', byName],
        ['visit', byVisit],
        ['contract', byContract],
      ] as const) {
        cache.keep(key, 1001, 37, cache.begin(), reads.filter);
        cache.keepAnchor(key, { offset: 10, values: ['a', '1'] }, cache.begin(), reads.order);
      }
    };
    const kept = () => ({
      counts: ['name', 'visit', 'contract'].filter((key) => cache.seen(key, 1001) !== undefined),
      starts: ['name', 'visit', 'contract'].filter((key) => cache.anchor(key, 10, 100) !== undefined),
    });
    learn();
    // A visit signed: the visit order's page starts go, every count stays.
    runtime.commit('workers', [event('ExaminationSigned')]);
    expect(kept()).toEqual({ counts: ['name', 'visit', 'contract'], starts: ['name', 'contract'] });
    learn();
    runtime.commit('workers', [event('WorkerEmploymentUpdated', { contract: 'DETERMINATO' })]);
    expect(kept()).toEqual({ counts: ['name', 'visit'], starts: ['name', 'visit'] });
    learn();
    runtime.commit('workers', [event('WorkerResigned', { resignedOn: '2026-01-01' })]);
    expect(kept()).toEqual({ counts: [], starts: [] });
    learn();
    runtime.commit('workers', [event('WorkerHazardsSet'), event('WorkerHired')]);
    expect(kept()).toEqual({ counts: [], starts: [] });
    // A hire keeps the counts that say "di oltre …": there are more rows than that all the same.
    for (const key of ['name', 'visit', 'contract']) cache.keep(key, 1001, 1001, cache.begin(), byName.filter);
    runtime.commit('workers', [event('WorkerHired')]);
    expect(kept().counts).toEqual(['name', 'visit', 'contract']);
    // A batch of other contexts' events moves the projector's checkpoint only.
    learn();
    runtime.commit('workers', [event('ChatMessagePosted'), event('UserUpdated')]);
    expect(kept()).toEqual({ counts: ['name', 'visit', 'contract'], starts: ['name', 'visit', 'contract'] });
  });

  it("reads a filter's columns only when the filter is set", () => {
    expect(workersListReads({ sort: 'birth_date' })).toEqual({
      filter: ['entity_id', 'customer_id', 'factory_id', 'resigned'],
      order: ['entity_id', 'customer_id', 'factory_id', 'resigned', 'birth_date'],
    });
    expect(workersListReads({ sort: 'job_name', worker_status: 'ID', search: 'ross' }).filter).toEqual([
      'entity_id',
      'customer_id',
      'factory_id',
      'resigned',
      'suitability',
      'business_impact',
      ...WORKER_SEARCH_READS,
    ]);
  });
});
