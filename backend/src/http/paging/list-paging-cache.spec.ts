import { readModelCommitsStandIn as commits } from "../../shared/testing/read-model-commits-stand-in";
import { ListPagingCache } from "./list-paging-cache";

describe("ListPagingCache", () => {
  it("answers an exact count for any cap, a capped one only up to its own cap", () => {
    const cache = new ListPagingCache(commits(), ["workers"]);
    cache.keep("exact", 1001, 37, cache.begin());
    expect([cache.seen("exact", 11), cache.seen("exact", 6001)]).toEqual([37, 37]);
    cache.keep("capped", 1001, 1001, cache.begin());
    expect([cache.seen("capped", 1001), cache.seen("capped", 11), cache.seen("capped", 6001)]).toEqual([1001, 11, undefined]);
  });

  it("forgets everything when a projector it follows commits rows, and nothing for another projector", () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ["workers"]);
    cache.keep("k", 1001, 37, cache.begin());
    runtime.commit("users");
    expect(cache.seen("k", 1001)).toBe(37);
    runtime.commit("workers");
    expect(cache.seen("k", 1001)).toBeUndefined();
  });

  it("keeps a lookup until the read model changes, and not one read across a change", () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ["workers"]);
    cache.keepLookup("names:rossi", ["rossi mario"], cache.begin());
    expect(cache.lookup("names:rossi")).toEqual(["rossi mario"]);
    expect(cache.lookup("names:bianchi")).toBeUndefined();
    runtime.commit("workers");
    expect(cache.lookup("names:rossi")).toBeUndefined();
    const begun = cache.begin();
    runtime.commit("workers");
    cache.keepLookup("names:rossi", ["stale"], begun);
    expect(cache.lookup("names:rossi")).toBeUndefined();
    // Off without the projections in this process: nothing is kept.
    const off = new ListPagingCache(null, []);
    off.keepLookup("names:rossi", ["rossi mario"], off.begin());
    expect(off.lookup("names:rossi")).toBeUndefined();
  });

  it("keeps what a commit cannot have changed: another column, not rows", () => {
    const runtime = commits();
    const columns = (...names: string[]) => ({ rows: false as const, columns: new Set(names) });
    let change: ReturnType<typeof columns> | { rows: "any" } = columns("phone");
    const cache = new ListPagingCache(runtime, ["workers"], 0, () => change);
    cache.keep("by-contract", 1001, 37, cache.begin(), ["contract"]);
    cache.keep("unknown", 1001, 37, cache.begin());
    runtime.commit("workers");
    // What did not say what it read goes at every commit.
    expect([cache.seen("by-contract", 1001), cache.seen("unknown", 1001)]).toEqual([37, undefined]);
    change = columns("contract");
    runtime.commit("workers");
    expect(cache.seen("by-contract", 1001)).toBeUndefined();
    cache.keep("by-contract", 1001, 37, cache.begin(), ["contract"]);
    change = { rows: "any" };
    runtime.commit("workers");
    expect(cache.seen("by-contract", 1001)).toBeUndefined();
  });

  it("keeps only the capped counts when rows are added: 'at least' stays true", () => {
    const runtime = commits();
    let change: { rows: "added" | false; columns: Set<string> } = { rows: "added", columns: new Set() };
    const cache = new ListPagingCache(runtime, ["workers"], 0, () => change);
    const learn = (begun = cache.begin()) => {
      cache.keep("exact", 1001, 37, begun, ["contract"]);
      cache.keep("capped", 1001, 1001, begun, ["contract"]);
      cache.keepAnchor("list", { offset: 10, values: ["a", "1"] }, begun, ["contract"]);
      cache.keepLookup("names", ["rossi mario"], begun, ["last_name"]);
    };
    const kept = () => [cache.seen("exact", 1001), cache.seen("capped", 1001), cache.anchor("list", 10, 100), cache.lookup("names")];
    learn();
    runtime.commit("workers");
    expect(kept()).toEqual([undefined, 1001, undefined, undefined]);
    // Read across the addition: the same.
    const begun = cache.begin();
    runtime.commit("workers");
    learn(begun);
    expect(kept()).toEqual([undefined, 1001, undefined, undefined]);
    // Added rows with a change of what the count reads: nothing stays.
    change = { rows: "added", columns: new Set(["contract"]) };
    runtime.commit("workers");
    expect(cache.seen("capped", 1001)).toBeUndefined();
  });

  it("keeps what was read across commits only when none of them changed what it read", () => {
    const runtime = commits();
    let change: { rows: false; columns: Set<string> } = { rows: false, columns: new Set(["phone"]) };
    const cache = new ListPagingCache(runtime, ["workers"], 0, () => change);
    let begun = cache.begin();
    runtime.commit("workers");
    runtime.commit("workers");
    cache.keep("k", 1001, 37, begun, ["contract"]);
    expect(cache.seen("k", 1001)).toBe(37);
    begun = cache.begin();
    runtime.commit("workers");
    change = { rows: false, columns: new Set(["contract"]) };
    runtime.commit("workers");
    cache.keep("k2", 1001, 37, begun, ["contract"]);
    expect(cache.seen("k2", 1001)).toBeUndefined();
    // Older than the commits it remembers: not kept.
    begun = cache.begin();
    change = { rows: false, columns: new Set(["phone"]) };
    for (let n = 0; n < 65; n++) runtime.commit("workers");
    cache.keep("k3", 1001, 37, begun, ["contract"]);
    expect(cache.seen("k3", 1001)).toBeUndefined();
  });

  it("does not keep a count that was being read while the read model changed", () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ["workers"]);
    const begun = cache.begin();
    runtime.commit("workers");
    cache.keep("k", 1001, 37, begun);
    expect(cache.seen("k", 1001)).toBeUndefined();
  });

  it("keeps nothing where this process cannot hear of every change", () => {
    const cache = new ListPagingCache(null, ["workers"]);
    cache.keep("k", 1001, 37, cache.begin());
    expect([cache.enabled, cache.seen("k", 1001)]).toEqual([false, undefined]);
  });

  it("shares a computation with the same question asked while it runs, until a commit", async () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ["workers"]);
    const started: string[] = [];
    const finish: (() => void)[] = [];
    const compute = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finish.push(() => resolve(name));
      });
    const first = cache.shared("page 5000", compute("first"));
    const joined = cache.shared("page 5000", compute("joined"));
    const other = cache.shared("page 4999", compute("other"));
    runtime.commit("users");
    const sameGeneration = cache.shared("page 5000", compute("same generation"));
    runtime.commit("workers");
    const afterCommit = cache.shared("page 5000", compute("after commit"));
    expect(started).toEqual(["first", "other", "after commit"]);
    finish.forEach((done) => done());
    expect(await Promise.all([first, joined, other, sameGeneration, afterCommit])).toEqual([
      "first",
      "first",
      "other",
      "first",
      "after commit",
    ]);
    // Answered: the next question computes again.
    const next = cache.shared("page 5000", compute("next"));
    finish[3]();
    expect(await next).toBe("next");
  });

  it("shares a failure with the questions waiting for it, and computes anew after it", async () => {
    const cache = new ListPagingCache(commits(), ["workers"]);
    let fail: (error: Error) => void = () => undefined;
    const failing = cache.shared("k", () => new Promise<string>((_, reject) => (fail = reject)));
    const waiting = cache.shared("k", async () => "not asked");
    fail(new Error("statement timeout"));
    await expect(failing).rejects.toThrow("statement timeout");
    await expect(waiting).rejects.toThrow("statement timeout");
    await expect(cache.shared("k", async () => "again")).resolves.toBe("again");
  });

  it("shares nothing where this process cannot hear of every change", async () => {
    const cache = new ListPagingCache(null, ["workers"]);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([cache.shared("k", compute), cache.shared("k", compute)])).toEqual([1, 2]);
  });

  it("lets an entry live a few seconds at most", () => {
    jest.useFakeTimers();
    try {
      const cache = new ListPagingCache(commits(), ["workers"]);
      cache.keep("k", 1001, 37, cache.begin());
      jest.advanceTimersByTime(5_001);
      expect(cache.seen("k", 1001)).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("ListPagingCache anchors", () => {
  it("gives the closest page start at or before the offset, within reach, until a commit", () => {
    const runtime = commits();
    const cache = new ListPagingCache(runtime, ["workers"], 0);
    cache.keepAnchor("list", { offset: 0, values: ["a", "1"] }, cache.begin());
    cache.keepAnchor("list", { offset: 4990, values: ["m", "7"] }, cache.begin());
    expect(cache.anchor("list", 4990, 1000)).toEqual({ offset: 4990, values: ["m", "7"] });
    expect(cache.anchor("list", 5000, 1000)).toEqual({ offset: 4990, values: ["m", "7"] });
    expect(cache.anchor("list", 20, 1000)).toEqual({ offset: 0, values: ["a", "1"] });
    // Too far from any: OFFSET is as cheap.
    expect(cache.anchor("list", 3000, 1000)).toBeUndefined();
    expect(cache.anchor("other", 0, 1000)).toBeUndefined();
    runtime.commit("workers");
    expect(cache.anchor("list", 4990, 1000)).toBeUndefined();
  });

  it("leaves shallow pages to OFFSET", () => {
    const cache = new ListPagingCache(commits(), ["workers"]);
    cache.keepAnchor("list", { offset: 0, values: ["a", "1"] }, cache.begin());
    cache.keepAnchor("list", { offset: 100, values: ["b", "2"] }, cache.begin());
    expect([cache.anchor("list", 0, 1000), cache.anchor("list", 90, 1000)]).toEqual([undefined, undefined]);
    expect(cache.anchor("list", 110, 1000)).toEqual({ offset: 100, values: ["b", "2"] });
  });
});
