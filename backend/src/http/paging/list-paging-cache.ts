import type { RecordedEvent } from "@tutela/contracts";
import type { ReadModelCommits } from "../../shared/read-model-commits";

/** A safety net only: every commit of the followed projectors drops every entry at once. */
const TTL_MS = 5_000;
const MAX_COUNTS = 1_000;
const MAX_LISTS = 200;
const MAX_ANCHORS_PER_LIST = 1_000;
const MAX_LOOKUPS = 1_000;
/**
 * Shallower pages skip with OFFSET: 100 index entries cost tens of microseconds, and a first page that starts
 * at a value with blanks right after it (a sort by next visit) would otherwise need a second statement.
 */
const ANCHOR_FROM_OFFSET = 100;

interface CountEntry {
  /** Rows seen by a count capped at `cap`: exact when below it, "at least cap" when equal. */
  seen: number;
  cap: number;
  expiresAt: number;
}

/** Where a page starts: the sort values (sort expression, then key) of the row at `offset` of a list's order. */
export interface PageAnchor {
  offset: number;
  values: readonly [unknown, unknown];
}

interface AnchorList {
  anchors: Map<number, PageAnchor["values"]>;
  expiresAt: number;
}

/**
 * What a list has learnt about itself while its read model has not changed:
 * - its capped counts ("1–10 di oltre 1.000"): a count depends on the filters and the caller's scope, not on the
 *   sort or on which page is shown, so paging and re-sorting ask the database for the page alone;
 * - where its pages start: the sort values of the first row of each page served, so the same page, or the next
 *   one, starts with a seek in the sort index instead of skipping every row before it (OFFSET). Page 500 skips
 *   5,000 index entries; from an anchor it reads its own 10.
 * - what a list looked up before asking for its page (the workers' quick search: which names and tax codes
 *   contain the text), so paging through a search, or sorting it again, asks for the page alone.
 * Every commit of the projectors the list reads from drops everything (the lookups only when its events can change
 * them) before the read-your-writes waiters wake
 * (the same order as the principal cache), so a command's next list query counts and skips again; what was
 * being read while such a commit happened is answered but not kept. Off where this process does not run the
 * projections and so cannot hear of every change.
 */
export class ListPagingCache {
  private readonly counts = new Map<string, CountEntry>();
  private readonly lists = new Map<string, AnchorList>();
  private readonly lookups = new Map<string, { value: unknown; expiresAt: number }>();
  private generation = 0;
  private readonly stop: (() => void) | null;

  constructor(
    commits: ReadModelCommits | null,
    projectors: readonly string[],
    /** The first offset served from an anchor (tests start at 0 to anchor every page). */
    private readonly anchorFrom = ANCHOR_FROM_OFFSET,
    /**
     * Whether a commit's events can change what the lookups found (the workers' names and tax codes): a commit that
     * cannot keeps them. Counts and page starts go at every commit all the same. Default: every commit.
     */
    private readonly lookupsChangedBy: (events: readonly RecordedEvent[]) => boolean = () => true,
  ) {
    this.stop = commits
      ? commits.onCommit((projector, events) => {
          if (projectors.includes(projector)) this.dropAll(events);
        })
      : null;
  }

  get enabled(): boolean {
    return this.stop !== null;
  }

  /** The generation to hand back to `keep…`: what was read across a commit is not kept. */
  begin(): number {
    return this.generation;
  }

  /**
   * What a count capped at `cap` would see, if known: an exact count answers any cap, a capped one any cap up
   * to its own.
   */
  seen(key: string, cap: number): number | undefined {
    const entry = this.counts.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.counts.delete(key);
      return undefined;
    }
    if (entry.seen < entry.cap) return entry.seen;
    return cap <= entry.cap ? cap : undefined;
  }

  keep(key: string, cap: number, seen: number, begun: number): void {
    if (!this.enabled || begun !== this.generation) return;
    this.counts.delete(key);
    if (this.counts.size >= MAX_COUNTS)
      this.counts.delete(this.counts.keys().next().value as string);
    this.counts.set(key, { seen, cap, expiresAt: Date.now() + TTL_MS });
  }

  /** The known page start closest before `offset` (or at it), at most `reach` rows before it; none for shallow pages. */
  anchor(list: string, offset: number, reach: number): PageAnchor | undefined {
    if (offset < this.anchorFrom) return undefined;
    const entry = this.lists.get(list);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.lists.delete(list);
      return undefined;
    }
    let best: PageAnchor | undefined;
    for (const [at, values] of entry.anchors) {
      if (at <= offset && offset - at <= reach && (!best || at > best.offset))
        best = { offset: at, values };
    }
    return best;
  }

  keepAnchor(list: string, anchor: PageAnchor, begun: number): void {
    if (!this.enabled || begun !== this.generation) return;
    let entry = this.lists.get(list);
    if (!entry) {
      if (this.lists.size >= MAX_LISTS)
        this.lists.delete(this.lists.keys().next().value as string);
      entry = { anchors: new Map(), expiresAt: Date.now() + TTL_MS };
      this.lists.set(list, entry);
    }
    if (entry.anchors.size >= MAX_ANCHORS_PER_LIST && !entry.anchors.has(anchor.offset))
      entry.anchors.delete(entry.anchors.keys().next().value as number);
    entry.anchors.set(anchor.offset, anchor.values);
  }

  /** A lookup kept by `keepLookup`, if any (the caller names it: the key says what was looked up). */
  lookup<T>(key: string): T | undefined {
    const entry = this.lookups.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.lookups.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  keepLookup(key: string, value: unknown, begun: number): void {
    if (!this.enabled || begun !== this.generation) return;
    this.lookups.delete(key);
    if (this.lookups.size >= MAX_LOOKUPS)
      this.lookups.delete(this.lookups.keys().next().value as string);
    this.lookups.set(key, { value, expiresAt: Date.now() + TTL_MS });
  }

  onModuleDestroy(): void {
    this.stop?.();
  }

  /** `events` null: the read model was emptied (a rebuild). A lookup read across any commit is still not kept. */
  private dropAll(events: readonly RecordedEvent[] | null): void {
    this.generation++;
    this.counts.clear();
    this.lists.clear();
    if (events === null || this.lookupsChangedBy(events)) this.lookups.clear();
  }
}
