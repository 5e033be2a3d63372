import type { RecordedEvent } from "@tutela/contracts";
import { ListPagingCache } from "../../http/paging/list-paging-cache";
import { readModelCommitsStandIn } from "../../shared/testing/read-model-commits-stand-in";
import { changesWorkerSearch } from "./workers-list-paging";

describe("the workers list's paging cache", () => {
  it("keeps the workers' search lookups across a commit that changes no name or tax code, and only those", () => {
    const runtime = readModelCommitsStandIn();
    const cache = new ListPagingCache(runtime, ["workers"], 0, changesWorkerSearch);
    const event = (type: string) => ({ type }) as RecordedEvent;
    cache.keepLookup("names:rossi", ["rossi mario"], cache.begin());
    cache.keep("count", 1001, 37, cache.begin());
    runtime.commit("workers", [event("WorkerEmploymentUpdated"), event("ExaminationSigned")]);
    // The names are the same; the count may not be.
    expect([cache.lookup("names:rossi"), cache.seen("count", 1001)]).toEqual([["rossi mario"], undefined]);
    for (const [events, label] of [
      [[event("WorkerJobAssigned"), event("WorkerHired")], "a hire"],
      [[event("WorkerPersonalDataUpdated")], "a change of name or tax code"],
      [null, "a rebuild"],
    ] as const) {
      cache.keepLookup("names:rossi", ["rossi mario"], cache.begin());
      runtime.commit("workers", events);
      expect([label, cache.lookup("names:rossi")]).toEqual([label, undefined]);
    }
  });

});
