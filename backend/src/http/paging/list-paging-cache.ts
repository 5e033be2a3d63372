import type { RecordedEvent } from "@tutela/contracts";
import type { ReadModelCommits } from "../../shared/read-model-commits";

/** A safety net only: a commit of the followed projectors drops every entry it can have changed at once. */
const TTL_MS = 5_000;
/** Commits remembered to tell whether what was read across them can be kept: more than a few requests' worth. */
const MAX_RECENT_COMMITS = 64;
const MAX_COUNTS = 1_000;
const MAX_LISTS = 200;
const MAX_ANCHORS_PER_LIST = 1_000;
const MAX_LOOKUPS = 1_000;
/**
 * Shallower pages skip with OFFSET: 100 index entries cost tens of microseconds, and a first page that starts
 * at a value with blanks right after it (a sort by next visit) would otherwise need a second statement.
 */
const ANCHOR_FROM_OFFSET = 100;

/**
 * What a commit changed in the read model, as the cache weighs it: anything (`rows: "any"`: a rebuild, an event the
 * list does not know), or these columns of existing rows and, with `rows: "added"`, new rows (none removed).
 */
export type ReadModelChange = { rows: "any" } | { rows: "added" | false; columns: ReadonlySet<string> };

/**
 * The columns a kept entry was computed from: what the list's filters read (a count), and its order too (page
 * starts). Rows coming or going change every entry. Left out, any commit changes the entry.
 */
export type ReadColumns = readonly string[] | undefined;

const EVERY_CHANGE = (): ReadModelChange => ({ rows: "any" });

interface Kept {
  expiresAt: number;
  reads: ReadColumns;
}

interface CountEntry extends Kept {
  /** Rows seen by a count capped at `cap`: exact when below it, "at least cap" when equal. */
  seen: number;
  cap: number;
}

/** Where a page starts: the sort values (sort expression, then key) of the row at `offset` of a list's order. */
export interface PageAnchor {
  offset: number;
  values: readonly [unknown, unknown];
}

interface AnchorList extends Kept {
  anchors: Map<number, PageAnchor["values"]>;
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
 * A commit of the projectors the list reads from drops every entry it can have changed before the read-your-writes
 * waiters wake (the same order as the principal cache), so a command's next list query counts and skips again: a
 * commit that changes some columns of existing rows drops what was computed from those columns (`changeOf` tells what
 * the events changed, each entry what it read), one that adds rows drops everything but the capped counts, and
 * anything else (a rebuild) drops everything. A signed visit keeps the counts and page starts of a list sorted by
 * name; a hire keeps only the "di oltre …" counts. What was being read while a commit changed it is answered but not
 * kept. Off where this process does not run the projections and so cannot hear of every change.
 */
export class ListPagingCache {
  private readonly counts = new Map<string, CountEntry>();
  private readonly lists = new Map<string, AnchorList>();
  private readonly lookups = new Map<string, Kept & { value: unknown }>();
  /** What is being computed now, by generation and key: the same question asked meanwhile waits for its answer. */
  private readonly running = new Map<string, Promise<unknown>>();
  private generation = 0;
  /** The last commits' changes, oldest first: generation n is the change that made `generation` n. */
  private readonly recent: { generation: number; change: ReadModelChange }[] = [];
  private readonly stop: (() => void) | null;

  constructor(
    commits: ReadModelCommits | null,
    projectors: readonly string[],
    /** The first offset served from an anchor (tests start at 0 to anchor every page). */
    private readonly anchorFrom = ANCHOR_FROM_OFFSET,
    /** What a commit's events changed in the read model. Default: rows may have come or gone (every entry goes). */
    private readonly changeOf: (events: readonly RecordedEvent[]) => ReadModelChange = EVERY_CHANGE,
  ) {
    this.stop = commits
      ? commits.onCommit((projector, events) => {
          if (projectors.includes(projector)) this.committed(events === null ? { rows: "any" } : this.changeOf(events));
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

  keep(key: string, cap: number, seen: number, begun: number, reads?: ReadColumns): void {
    if (!this.keepable(begun, reads, seen >= cap)) return;
    this.counts.delete(key);
    if (this.counts.size >= MAX_COUNTS)
      this.counts.delete(this.counts.keys().next().value as string);
    this.counts.set(key, { seen, cap, expiresAt: Date.now() + TTL_MS, reads });
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

  /** `reads`: the columns of the list's filters and order (the same for every page start of `list`). */
  keepAnchor(list: string, anchor: PageAnchor, begun: number, reads?: ReadColumns): void {
    if (!this.keepable(begun, reads)) return;
    let entry = this.lists.get(list);
    if (!entry) {
      if (this.lists.size >= MAX_LISTS)
        this.lists.delete(this.lists.keys().next().value as string);
      entry = { anchors: new Map(), expiresAt: Date.now() + TTL_MS, reads };
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

  keepLookup(key: string, value: unknown, begun: number, reads?: ReadColumns): void {
    if (!this.keepable(begun, reads)) return;
    this.lookups.delete(key);
    if (this.lookups.size >= MAX_LOOKUPS)
      this.lookups.delete(this.lookups.keys().next().value as string);
    this.lookups.set(key, { value, expiresAt: Date.now() + TTL_MS, reads });
  }

  /**
   * The answer of `compute`, shared with every identical question (`key`) asked while it runs and no commit has
   * happened since it started. When a commit drops what a busy list had learnt, or the time limit runs out, the
   * 32 clients asking the same deep page used to skip and count it 32 times at once, each slowing the others on
   * the same cores; now one computes and the others wait for it. A question asked after a commit starts its own
   * computation, so it sees that commit (read-your-writes). Off (every question computes alone) where this process
   * does not hear every commit.
   */
  shared<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const runningKey = `${this.generation}\u0000${key}`;
    const running = this.running.get(runningKey);
    if (running) return running as Promise<T>;
    const answer = compute().finally(() => this.running.delete(runningKey));
    this.running.set(runningKey, answer);
    return answer;
  }

  onModuleDestroy(): void {
    this.stop?.();
  }

  /**
   * Whether what was read since `begun` can be kept: no commit since then changed what it was computed from. A read
   * older than the commits remembered is not kept.
   */
  private keepable(begun: number, reads: ReadColumns, capped = false): boolean {
    if (!this.enabled) return false;
    if (begun === this.generation) return true;
    if (this.recent.length === 0 || this.recent[0].generation > begun + 1) return false;
    return this.recent.every(({ generation, change }) => generation <= begun || !changes(change, reads, capped));
  }

  private committed(change: ReadModelChange): void {
    this.generation++;
    this.recent.push({ generation: this.generation, change });
    if (this.recent.length > MAX_RECENT_COMMITS) this.recent.shift();
    for (const [key, entry] of this.counts) if (changes(change, entry.reads, entry.seen >= entry.cap)) this.counts.delete(key);
    for (const entries of [this.lists, this.lookups] as Map<string, Kept>[]) {
      for (const [key, entry] of entries) if (changes(change, entry.reads)) entries.delete(key);
    }
  }
}

/**
 * Whether a change can alter what was computed from `reads`. New rows alter everything but a capped count: "at least
 * 1,001" stays true when rows are added (an exact count, a page start or a lookup does not).
 */
function changes(change: ReadModelChange, reads: ReadColumns, cappedCount = false): boolean {
  if (change.rows === "any" || reads === undefined) return true;
  if (change.rows === "added" && !cappedCount) return true;
  return reads.some((column) => change.columns.has(column));
}
