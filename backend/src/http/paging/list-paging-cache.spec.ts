import { readModelCommitsStandIn as commits } from '../../shared/testing/read-model-commits-stand-in';
import { ListPagingCache } from './list-paging-cache';

const hires = (...keys: string[]) => ({ rows: 'added' as const, columns: new Set<string>(), addedKeys: keys });

describe('ListPagingCache', () => {
  it('answers an exact count for any cap, a capped one only up to its own cap', () => {
    const cache = new ListPagingCache(commits(), ['workers']);
    cache.keep('exact', 1001, 37, cache.begin());
    expect([cache.seen('exact', 11), cache.seen('exact', 6001)]).toEqual([37, 37]);
    cache.keep('capped', 1001, 1001, cache.begin());
    expect([cache.seen('capped', 1001), cache.seen('capped', 11), cache.seen('capped', 6001)]).toEqual([1001, 11, undefined]);
  });

  it('keeps the count that answers most: a capped one does not replace an exact one or one capped further on', () => {
    const cache = new ListPagingCache(commits(), ['workers']);
    cache.keep('capped', 51_001, 51_001, cache.begin());
    cache.keep('capped', 50_001, 50_001, cache.begin());
    expect([cache.seen('capped', 51_001), cache.seen('capped', 50_001)]).toEqual([51_001, 50_001]);
    cache.keep('capped', 52_001, 52_001, cache.begin());
    expect(cache.seen('capped', 52_001)).toBe(52_001);
    cache.keep('exact', 1001, 37, cache.begin());
    cache.keep('exact', 11, 11, cache.begin());
    expect(cache.seen('exact', 6001)).toBe(37);
  });

  it('forgets everything when a projector it follows commits rows, and nothing for another projector', () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ['workers']);
    cache.keep('k', 1001, 37, cache.begin());
    runtime.commit('users');
    expect(cache.seen('k', 1001)).toBe(37);
    runtime.commit('workers');
    expect(cache.seen('k', 1001)).toBeUndefined();
  });

  it('keeps a lookup until the read model changes, and not one read across a change', () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ['workers']);
    cache.keepLookup('names:rossi', ['rossi mario'], cache.begin());
    expect(cache.lookup('names:rossi')).toEqual(['rossi mario']);
    expect(cache.lookup('names:bianchi')).toBeUndefined();
    runtime.commit('workers');
    expect(cache.lookup('names:rossi')).toBeUndefined();
    const begun = cache.begin();
    runtime.commit('workers');
    cache.keepLookup('names:rossi', ['stale'], begun);
    expect(cache.lookup('names:rossi')).toBeUndefined();
    // Off without the projections in this process: nothing is kept.
    const off = new ListPagingCache(null, []);
    off.keepLookup('names:rossi', ['rossi mario'], off.begin());
    expect(off.lookup('names:rossi')).toBeUndefined();
  });

  it('keeps what a commit cannot have changed: another column, not rows', () => {
    const runtime = commits();
    const columns = (...names: string[]) => ({ rows: false as const, columns: new Set(names) });
    let change: ReturnType<typeof columns> | { rows: 'any' } = columns('phone');
    const cache = new ListPagingCache(runtime, ['workers'], 0, () => change);
    cache.keep('by-contract', 1001, 37, cache.begin(), ['contract']);
    cache.keep('unknown', 1001, 37, cache.begin());
    runtime.commit('workers');
    // What did not say what it read goes at every commit.
    expect([cache.seen('by-contract', 1001), cache.seen('unknown', 1001)]).toEqual([37, undefined]);
    change = columns('contract');
    runtime.commit('workers');
    expect(cache.seen('by-contract', 1001)).toBeUndefined();
    cache.keep('by-contract', 1001, 37, cache.begin(), ['contract']);
    change = { rows: 'any' };
    runtime.commit('workers');
    expect(cache.seen('by-contract', 1001)).toBeUndefined();
  });

  it("keeps only the capped counts when rows are added: 'at least' stays true", () => {
    const runtime = commits();
    let change: { rows: 'added' | false; columns: Set<string> } = { rows: 'added', columns: new Set() };
    const cache = new ListPagingCache(runtime, ['workers'], 0, () => change);
    const learn = (begun = cache.begin()) => {
      cache.keep('exact', 1001, 37, begun, ['contract']);
      cache.keep('capped', 1001, 1001, begun, ['contract']);
      cache.keepAnchor('list', { offset: 10, values: ['a', '1'] }, begun, ['contract']);
      cache.keepLookup('names', ['rossi mario'], begun, ['last_name']);
    };
    const kept = () => [cache.seen('exact', 1001), cache.seen('capped', 1001), cache.anchor('list', 10, 100), cache.lookup('names')];
    learn();
    runtime.commit('workers');
    expect(kept()).toEqual([undefined, 1001, undefined, undefined]);
    // Read across the addition: the same.
    const begun = cache.begin();
    runtime.commit('workers');
    learn(begun);
    expect(kept()).toEqual([undefined, 1001, undefined, undefined]);
    // Added rows with a change of what the count reads: nothing stays.
    change = { rows: 'added', columns: new Set(['contract']) };
    runtime.commit('workers');
    expect(cache.seen('capped', 1001)).toBeUndefined();
  });

  it('keeps what was read across commits only when none of them changed what it read', () => {
    const runtime = commits();
    let change: { rows: false; columns: Set<string> } = { rows: false, columns: new Set(['phone']) };
    const cache = new ListPagingCache(runtime, ['workers'], 0, () => change);
    let begun = cache.begin();
    runtime.commit('workers');
    runtime.commit('workers');
    cache.keep('k', 1001, 37, begun, ['contract']);
    expect(cache.seen('k', 1001)).toBe(37);
    begun = cache.begin();
    runtime.commit('workers');
    change = { rows: false, columns: new Set(['contract']) };
    runtime.commit('workers');
    cache.keep('k2', 1001, 37, begun, ['contract']);
    expect(cache.seen('k2', 1001)).toBeUndefined();
    // Older than the commits it remembers: not kept.
    begun = cache.begin();
    change = { rows: false, columns: new Set(['phone']) };
    for (let n = 0; n < 65; n++) runtime.commit('workers');
    cache.keep('k3', 1001, 37, begun, ['contract']);
    expect(cache.seen('k3', 1001)).toBeUndefined();
  });

  it('does not keep a count that was being read while the read model changed', () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ['workers']);
    const begun = cache.begin();
    runtime.commit('workers');
    cache.keep('k', 1001, 37, begun);
    expect(cache.seen('k', 1001)).toBeUndefined();
  });

  it('keeps nothing where this process cannot hear of every change', () => {
    const cache = new ListPagingCache(null, ['workers']);
    cache.keep('k', 1001, 37, cache.begin());
    expect([cache.enabled, cache.seen('k', 1001)]).toEqual([false, undefined]);
  });

  it('shares a computation with the same question asked while it runs, until a commit', async () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ['workers']);
    const started: string[] = [];
    const finish: (() => void)[] = [];
    const compute = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finish.push(() => resolve(name));
      });
    const first = cache.shared('page 5000', compute('first'));
    const joined = cache.shared('page 5000', compute('joined'));
    const other = cache.shared('page 4999', compute('other'));
    runtime.commit('users');
    const sameGeneration = cache.shared('page 5000', compute('same generation'));
    runtime.commit('workers');
    const afterCommit = cache.shared('page 5000', compute('after commit'));
    expect(started).toEqual(['first', 'other', 'after commit']);
    finish.forEach((done) => done());
    expect(await Promise.all([first, joined, other, sameGeneration, afterCommit])).toEqual([
      'first',
      'first',
      'other',
      'first',
      'after commit',
    ]);
    // Answered: the next question computes again.
    const next = cache.shared('page 5000', compute('next'));
    finish[3]();
    expect(await next).toBe('next');
  });

  it('shares a failure with the questions waiting for it, and computes anew after it', async () => {
    const cache = new ListPagingCache(commits(), ['workers']);
    let fail: (error: Error) => void = () => undefined;
    const failing = cache.shared('k', () => new Promise<string>((_, reject) => (fail = reject)));
    const waiting = cache.shared('k', async () => 'not asked');
    fail(new Error('statement timeout'));
    await expect(failing).rejects.toThrow('statement timeout');
    await expect(waiting).rejects.toThrow('statement timeout');
    await expect(cache.shared('k', async () => 'again')).resolves.toBe('again');
  });

  it('shares nothing where this process cannot hear of every change', async () => {
    const cache = new ListPagingCache(null, ['workers']);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([cache.shared('k', compute), cache.shared('k', compute)])).toEqual([1, 2]);
  });

  it('lets an entry live a minute at most', () => {
    jest.useFakeTimers();
    try {
      const cache = new ListPagingCache(commits(), ['workers']);
      cache.keep('k', 1001, 37, cache.begin());
      jest.advanceTimersByTime(59_000);
      expect(cache.seen('k', 1001)).toBe(37);
      jest.advanceTimersByTime(1_001);
      expect(cache.seen('k', 1001)).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ListPagingCache and added rows', () => {
  it('keeps exact counts, page starts and lookups with the keys of the rows added since, for the list to weigh', () => {
    const runtime = commits();
    let change: ReturnType<typeof hires> = hires('w1');
    const cache = new ListPagingCache(runtime, ['workers'], 0, () => change);
    cache.keep('exact', 1001, 37, cache.begin(), ['contract']);
    cache.keep('capped', 1001, 1001, cache.begin(), ['contract']);
    cache.keepAnchor('list', { offset: 10, values: ['a', '1'] }, cache.begin(), ['contract']);
    cache.keepLookup('names', ['rossi mario'], cache.begin(), ['last_name']);
    runtime.commit('workers');
    change = hires('w2', 'w3');
    runtime.commit('workers');
    expect(cache.count('exact', 1001)).toEqual({ value: 37, added: ['w1', 'w2', 'w3'] });
    expect(cache.count('capped', 1001)).toEqual({ value: 1001, added: [] });
    expect(cache.anchors('list', 15, 100)).toEqual([{ value: { offset: 10, values: ['a', '1'] }, added: ['w1', 'w2', 'w3'] }]);
    expect(cache.lookupKnown('names')).toEqual({ value: ['rossi mario'], added: ['w1', 'w2', 'w3'] });
    // What does not hold as it is is not given as if it did.
    expect([cache.seen('exact', 1001), cache.anchor('list', 15, 100), cache.lookup('names')]).toEqual([undefined, undefined, undefined]);
    // Weighed and kept again: it holds as it is. A page start moved by the rows added before it replaces the old one.
    cache.keep('exact', 1001, 39, cache.begin(), ['contract']);
    const [weighed] = cache.anchorsToWeigh('list', 25, 64);
    expect(weighed).toEqual({ value: { offset: 10, values: ['a', '1'] }, added: ['w1', 'w2', 'w3'] });
    cache.moveAnchors('list', [{ from: 10, to: { offset: 12, values: weighed.value.values } }], cache.begin(), ['contract']);
    cache.keepAnchor('list', { offset: 20, values: ['c', '9'] }, cache.begin(), ['contract']);
    expect(cache.seen('exact', 1001)).toBe(39);
    expect(cache.anchors('list', 25, 100)).toEqual([
      { value: { offset: 20, values: ['c', '9'] }, added: [] },
      { value: { offset: 12, values: ['a', '1'] }, added: [] },
    ]);
    change = hires('w4');
    runtime.commit('workers');
    expect(cache.anchors('list', 25, 100).map((known) => known.added)).toEqual([['w4'], ['w4']]);
  });

  it('forgets, as before, what reads a column the same commit changed, and what has too many rows to weigh', () => {
    const runtime = commits();
    let change: { rows: 'added'; columns: Set<string>; addedKeys?: string[] } = { ...hires('w1'), columns: new Set(['contract']) };
    const cache = new ListPagingCache(runtime, ['workers'], 0, () => change);
    cache.keep('by-contract', 1001, 37, cache.begin(), ['contract']);
    cache.keep('by-name', 1001, 37, cache.begin(), ['last_name']);
    runtime.commit('workers');
    expect([cache.count('by-contract', 1001), cache.count('by-name', 1001)]).toEqual([undefined, { value: 37, added: ['w1'] }]);
    change = hires(...Array.from({ length: 256 }, (_, n) => `k${n}`));
    runtime.commit('workers');
    expect(cache.count('by-name', 1001)).toBeUndefined();
    // Rows added without their keys: nothing to weigh.
    cache.keep('by-name', 1001, 37, cache.begin(), ['last_name']);
    change = { rows: 'added', columns: new Set() };
    runtime.commit('workers');
    expect(cache.count('by-name', 1001)).toBeUndefined();
  });

  it("lets go of a page start with too many rows to weigh, not of the list's others", () => {
    const runtime = commits();
    const keys = (from: number, count: number) => Array.from({ length: count }, (_, n) => `k${from + n}`);
    let change = hires(...keys(0, 200));
    const cache = new ListPagingCache(runtime, ['workers'], 0, () => change);
    cache.keepAnchor('list', { offset: 10, values: ['a', '1'] }, cache.begin(), ['contract']);
    runtime.commit('workers');
    cache.keepAnchor('list', { offset: 20, values: ['c', '9'] }, cache.begin(), ['contract']);
    change = hires(...keys(200, 100));
    runtime.commit('workers');
    expect(cache.anchors('list', 25, 100)).toEqual([{ value: { offset: 20, values: ['c', '9'] }, added: keys(200, 100) }]);
    change = hires(...keys(300, 200));
    runtime.commit('workers');
    expect(cache.anchors('list', 25, 100)).toEqual([]);
  });

  it("does not weigh what was kept while a batch was being written: it may hold that batch's rows already", () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ['workers'], 0, () => hires('w1'));
    cache.keep('before', 1001, 37, cache.begin(), ['contract']);
    const end = runtime.writing('workers');
    cache.keep('during', 1001, 38, cache.begin(), ['contract']);
    cache.keepAnchor('list', { offset: 10, values: ['a', '1'] }, cache.begin(), ['contract']);
    end([]);
    expect([cache.count('before', 1001), cache.count('during', 1001), cache.anchors('list', 10, 100)]).toEqual([
      { value: 37, added: ['w1'] },
      undefined,
      [],
    ]);
    // A batch that failed added nothing: what was kept meanwhile is sure again at the next commit.
    const failed = runtime.writing('workers');
    cache.keep('during', 1001, 38, cache.begin(), ['contract']);
    failed();
    runtime.commit('workers');
    expect(cache.count('during', 1001)).toEqual({ value: 38, added: ['w1'] });
    // Another projector's batch is not one of the list's.
    const other = runtime.writing('users');
    cache.keep('other', 1001, 40, cache.begin(), ['contract']);
    runtime.commit('workers');
    other([]);
    expect(cache.count('other', 1001)).toEqual({ value: 40, added: ['w1'] });
  });

  it('weighs nothing where the runtime does not say when a batch is being written', () => {
    const runtime = commits();
    const cache = new ListPagingCache({ onCommit: runtime.onCommit }, ['workers'], 0, () => hires('w1'));
    cache.keep('exact', 1001, 37, cache.begin(), ['contract']);
    runtime.commit('workers');
    expect(cache.count('exact', 1001)).toBeUndefined();
  });
});

describe('ListPagingCache anchors', () => {
  it('gives the closest page start at or before the offset, within reach, until a commit', () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ['workers'], 0);
    cache.keepAnchor('list', { offset: 0, values: ['a', '1'] }, cache.begin());
    cache.keepAnchor('list', { offset: 4990, values: ['m', '7'] }, cache.begin());
    expect(cache.anchor('list', 4990, 1000)).toEqual({ offset: 4990, values: ['m', '7'] });
    expect(cache.anchor('list', 5000, 1000)).toEqual({ offset: 4990, values: ['m', '7'] });
    expect(cache.anchor('list', 20, 1000)).toEqual({ offset: 0, values: ['a', '1'] });
    // Too far from any: OFFSET is as cheap.
    expect(cache.anchor('list', 3000, 1000)).toBeUndefined();
    expect(cache.anchor('other', 0, 1000)).toBeUndefined();
    runtime.commit('workers');
    expect(cache.anchor('list', 4990, 1000)).toBeUndefined();
  });

  it('leaves shallow pages to OFFSET', () => {
    const cache = new ListPagingCache(commits(), ['workers']);
    cache.keepAnchor('list', { offset: 0, values: ['a', '1'] }, cache.begin());
    cache.keepAnchor('list', { offset: 100, values: ['b', '2'] }, cache.begin());
    expect([cache.anchor('list', 0, 1000), cache.anchor('list', 90, 1000)]).toEqual([undefined, undefined]);
    expect(cache.anchor('list', 110, 1000)).toEqual({ offset: 100, values: ['b', '2'] });
  });

  it("gives the starts to weigh closest to the page first, and moves them all at once, onto each other's offsets too", () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ['workers'], 0, () => hires('w1'));
    const starts = [0, 10, 20, 30].map((offset) => ({ offset, values: [`v${offset}`, `k${offset}`] as const }));
    for (const start of starts) cache.keepAnchor('list', start, cache.begin(), ['contract']);
    runtime.commit('workers');
    // A start kept after the hire holds: it is not weighed.
    cache.keepAnchor('list', { offset: 50, values: ['v50', 'k50'] }, cache.begin(), ['contract']);
    expect(cache.anchorsToWeigh('list', 22, 3).map(({ value, added }) => [value.offset, added])).toEqual([
      [20, ['w1']],
      [30, ['w1']],
      [10, ['w1']],
    ]);
    // The hire sorts before the start at 10: it and the later ones move one row on, each onto the next one's offset.
    const moves = cache
      .anchorsToWeigh('list', 22, 64)
      .map(({ value }) => ({ from: value.offset, to: { ...value, offset: value.offset + (value.offset >= 10 ? 1 : 0) } }));
    cache.moveAnchors('list', moves, cache.begin(), ['contract']);
    expect(cache.anchors('list', 60, 100)).toEqual(
      [
        [50, '50'],
        [31, '30'],
        [21, '20'],
        [11, '10'],
        [0, '0'],
      ].map(([offset, was]) => ({ value: { offset, values: [`v${was}`, `k${was}`] }, added: [] })),
    );
  });

  it('keeps nothing it weighed across a commit, and no start moved by one weighing over one kept meanwhile', () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ['workers'], 0, () => hires('w1'));
    cache.keepAnchor('list', { offset: 10, values: ['a', '1'] }, cache.begin(), ['contract']);
    runtime.commit('workers');
    const begun = cache.begin();
    const [start] = cache.anchorsToWeigh('list', 10, 64);
    runtime.commit('workers');
    cache.moveAnchors('list', [{ from: 10, to: { offset: 11, values: start.value.values } }], begun, ['contract']);
    expect(cache.anchors('list', 20, 100)).toEqual([{ value: { offset: 10, values: ['a', '1'] }, added: ['w1', 'w1'] }]);
    // Weighed again; meanwhile (no commit) a request kept the row now at 10: it stays, the moved start joins it.
    const again = cache.begin();
    const [weighed] = cache.anchorsToWeigh('list', 10, 64);
    cache.keepAnchor('list', { offset: 10, values: ['0', '9'] }, cache.begin(), ['contract']);
    cache.moveAnchors('list', [{ from: 10, to: { offset: 12, values: weighed.value.values } }], again, ['contract']);
    expect(cache.anchors('list', 20, 100).map(({ value }) => value)).toEqual([
      { offset: 12, values: ['a', '1'] },
      { offset: 10, values: ['0', '9'] },
    ]);
  });

  it("lets a page's start replace the list's others less than a page from it", () => {
    const cache = new ListPagingCache(commits(), ['workers'], 0);
    for (const offset of [0, 4990, 4991, 5000, 5003, 5009, 5010, 5500])
      cache.keepAnchor('list', { offset, values: [`v${offset}`, 'k'] }, cache.begin());
    cache.keepAnchor('list', { offset: 5000, values: ['v5000', 'k'] }, cache.begin(), undefined, 10);
    expect(cache.anchors('list', 6000, 6000).map(({ value }) => value.offset)).toEqual([5500, 5010, 5000, 4990, 0]);
  });
});
