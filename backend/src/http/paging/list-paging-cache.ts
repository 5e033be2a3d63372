import type { RecordedEvent } from '@tutela/contracts';
import type { ReadModelCommits } from '../../shared/read-model-commits';

/** A safety net only: a commit of the followed projectors drops every entry it can have changed at once. */
const TTL_MS = 60_000;
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
 * list does not know), or these columns of existing rows and, with `rows: "added"`, new rows (none removed). With
 * `addedKeys`, the keys of every row added: what depends on the rows (an exact count, a page start, a lookup) is then
 * kept with those keys for its user to weigh (ListPagingCache.count, .anchors, .lookupKnown) instead of being dropped.
 */
export type ReadModelChange = { rows: 'any' } | { rows: 'added' | false; columns: ReadonlySet<string>; addedKeys?: readonly string[] };

/**
 * The columns a kept entry was computed from: what the list's filters read (a count), and its order too (page
 * starts). Rows coming or going change every entry. Left out, any commit changes the entry.
 */
export type ReadColumns = readonly string[] | undefined;

/**
 * What the cache holds, with the keys of the rows added since it was computed: none, it holds as it is; else its
 * user weighs them (how many of them the count counts, how many come before the page start) and keeps the result.
 */
export interface Known<T> {
  value: T;
  added: readonly string[];
}

const EVERY_CHANGE = (): ReadModelChange => ({ rows: 'any' });
/** The most added keys an entry carries: weighing them is one probe of the table's key index, past that not worth it. */
const MAX_ADDED_KEYS = 256;

interface Kept {
  expiresAt: number;
  reads: ReadColumns;
  /** Keys of the rows added since the entry was computed (in order). */
  added: string[];
  /**
   * Kept while a batch was committing (its COMMIT sent, the commit not heard of yet: onWriting): the entry may or may
   * not hold that batch's rows, so when that batch turns out to add rows the entry goes. `writesEnded`
   * (ListPagingCache) reaches it once those batches have ended.
   */
  unsureUntil: number;
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

interface KeptAnchor {
  values: PageAnchor['values'];
  /** The list's `added` from this index on were added after the anchor was taken. */
  addedFrom: number;
  unsureUntil: number;
}

interface AnchorList extends Kept {
  anchors: Map<number, KeptAnchor>;
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
 * the events changed, each entry what it read), one that adds rows keeps the capped counts and, when it names the
 * rows it added, keeps the rest with their keys for the list to weigh (a hire moves a deep page start by the hires
 * before it: one probe of a few keys instead of a skip from the top), and anything else (a rebuild) drops everything.
 * What was being read while a commit changed it is answered but not kept. Off where this process does not run the
 * projections and so cannot hear of every change.
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
  private readonly stops: (() => void)[] = [];
  /** Whether added rows can be weighed: only when the runtime tells when a batch is committing (onWriting). */
  private readonly weighsAdditions: boolean;
  /** Batches of the followed projectors committing now (onWriting), and those ended so far. */
  private writing = 0;
  private writesEnded = 0;

  constructor(
    commits: ReadModelCommits | null,
    projectors: readonly string[],
    /** The first offset served from an anchor (tests start at 0 to anchor every page). */
    readonly anchorFrom = ANCHOR_FROM_OFFSET,
    /** What a commit's events changed in the read model. Default: rows may have come or gone (every entry goes). */
    private readonly changeOf: (events: readonly RecordedEvent[]) => ReadModelChange = EVERY_CHANGE,
  ) {
    this.weighsAdditions = typeof commits?.onWriting === 'function';
    if (!commits) return;
    this.stops.push(
      commits.onCommit((projector, events) => {
        if (projectors.includes(projector)) this.committed(events === null ? { rows: 'any' } : this.changeOf(events));
      }),
    );
    if (commits.onWriting) {
      this.stops.push(
        commits.onWriting((projector, writing) => {
          if (!projectors.includes(projector)) return;
          if (writing) this.writing++;
          else {
            this.writing--;
            this.writesEnded++;
          }
        }),
      );
    }
  }

  get enabled(): boolean {
    return this.stops.length > 0;
  }

  /** The generation to hand back to `keep…`: what was read across a commit is not kept. */
  begin(): number {
    return this.generation;
  }

  /**
   * What a count capped at `cap` would see, if known: an exact count answers any cap (with the keys of the rows added
   * since, for the caller to count those its conditions take), a capped one any cap up to its own.
   */
  count(key: string, cap: number): Known<number> | undefined {
    const entry = live(this.counts, key);
    if (!entry) return undefined;
    if (entry.seen < entry.cap) return { value: entry.seen, added: entry.added };
    return cap <= entry.cap ? { value: cap, added: [] } : undefined;
  }

  /** `count`, when it holds as it is (no rows added since). */
  seen(key: string, cap: number): number | undefined {
    return holding(this.count(key, cap));
  }

  keep(key: string, cap: number, seen: number, begun: number, reads?: ReadColumns): void {
    // A capped count does not replace one that answers more (an exact one, or one capped further on): the pages of
    // one list have each their own cap, and page 5,015's count answers page 4,984 but not the other way round.
    const known = live(this.counts, key);
    if (seen >= cap && known && known.added.length === 0 && (known.seen < known.cap || known.cap >= cap)) return;
    const kept = this.kept(begun, reads, seen >= cap);
    if (!kept) return;
    this.counts.delete(key);
    if (this.counts.size >= MAX_COUNTS) this.counts.delete(this.counts.keys().next().value as string);
    this.counts.set(key, { seen, cap, ...kept });
  }

  /**
   * The known page starts at or before `offset` (at most `reach` rows before it), closest first; none for shallow
   * pages. One with added keys sits at its offset plus the added rows before it in the list's order: the closest that
   * is still at or before `offset` once weighed serves.
   */
  anchors(list: string, offset: number, reach: number): Known<PageAnchor>[] {
    if (offset < this.anchorFrom) return [];
    const entry = live(this.lists, list);
    if (!entry) return [];
    return [...entry.anchors]
      .filter(([at]) => at <= offset && offset - at <= reach)
      .sort(([a], [b]) => b - a)
      .map(([at, anchor]) => ({ value: { offset: at, values: anchor.values }, added: entry.added.slice(anchor.addedFrom) }));
  }

  /** The closest page start that holds as it is (no rows added since it was taken). */
  anchor(list: string, offset: number, reach: number): PageAnchor | undefined {
    return this.anchors(list, offset, reach).find((known) => known.added.length === 0)?.value;
  }

  /**
   * The page starts of `list` that rows were added since, each with the keys added since it was taken, closest to
   * `offset` first, at most `limit`: what one statement weighs at once (moveAnchors keeps the result).
   */
  anchorsToWeigh(list: string, offset: number, limit: number): Known<PageAnchor>[] {
    const entry = live(this.lists, list);
    if (!entry) return [];
    return [...entry.anchors]
      .filter(([, anchor]) => anchor.addedFrom < entry.added.length)
      .sort(([a], [b]) => Math.abs(a - offset) - Math.abs(b - offset))
      .slice(0, limit)
      .map(([at, anchor]) => ({ value: { offset: at, values: anchor.values }, added: entry.added.slice(anchor.addedFrom) }));
  }

  /**
   * `reads`: the columns of the list's filters and order (the same for every page start of `list`). `page`: the rows
   * of the page that starts there; the list's other starts less than a page away go (see `nearbyStarts`).
   */
  keepAnchor(list: string, anchor: PageAnchor, begun: number, reads?: ReadColumns, page = 0): void {
    const kept = this.kept(begun, reads);
    if (!kept) return;
    let entry = this.lists.get(list);
    if (!entry) {
      if (this.lists.size >= MAX_LISTS) this.lists.delete(this.lists.keys().next().value as string);
      // Each page start says itself whether it was kept while a batch was being written.
      entry = { anchors: new Map(), ...kept, unsureUntil: 0 };
      this.lists.set(list, entry);
    }
    for (const offset of nearbyStarts(entry, anchor.offset, page)) entry.anchors.delete(offset);
    if (entry.anchors.size >= MAX_ANCHORS_PER_LIST && !entry.anchors.has(anchor.offset))
      entry.anchors.delete(entry.anchors.keys().next().value as number);
    entry.anchors.set(anchor.offset, { values: anchor.values, addedFrom: entry.added.length, unsureUntil: kept.unsureUntil });
  }

  /**
   * Page starts weighed against the rows added since they were taken (anchorsToWeigh), each now at `to`: they
   * replace the starts they were at `from`. All the old offsets go before the new ones are set, because a start can
   * move onto the offset another one held before it moved too. Nothing is kept when a commit came since `begun`.
   */
  moveAnchors(list: string, moves: readonly { from: number; to: PageAnchor }[], begun: number, reads?: ReadColumns): void {
    const kept = this.kept(begun, reads);
    const entry = live(this.lists, list);
    if (!kept || !entry) return;
    // Unless a request kept another start at that offset meanwhile (the row there now).
    for (const { from, to } of moves) if (entry.anchors.get(from)?.values === to.values) entry.anchors.delete(from);
    for (const { to } of moves)
      entry.anchors.set(to.offset, { values: to.values, addedFrom: entry.added.length, unsureUntil: kept.unsureUntil });
  }

  /** A lookup kept by `keepLookup`, with the keys of the rows added since (the caller names it: the key says what was looked up). */
  lookupKnown<T>(key: string): Known<T> | undefined {
    const entry = live(this.lookups, key);
    return entry ? { value: entry.value as T, added: entry.added } : undefined;
  }

  /** `lookupKnown`, when it holds as it is. */
  lookup<T>(key: string): T | undefined {
    return holding(this.lookupKnown<T>(key));
  }

  keepLookup(key: string, value: unknown, begun: number, reads?: ReadColumns): void {
    const kept = this.kept(begun, reads);
    if (!kept) return;
    this.lookups.delete(key);
    if (this.lookups.size >= MAX_LOOKUPS) this.lookups.delete(this.lookups.keys().next().value as string);
    this.lookups.set(key, { value, ...kept });
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
    for (const stop of this.stops) stop();
  }

  /**
   * The bookkeeping of a new entry, or null when what was read since `begun` cannot be kept: a commit since then
   * changed what it was computed from, or the read is older than the commits remembered.
   */
  private kept(begun: number, reads: ReadColumns, capped = false): Kept | null {
    if (!this.enabled) return null;
    if (begun !== this.generation) {
      if (this.recent.length === 0 || this.recent[0].generation > begun + 1) return null;
      if (this.recent.some(({ generation, change }) => generation > begun && effectOf(change, reads, capped) !== 'none')) return null;
    }
    return { expiresAt: Date.now() + TTL_MS, reads, added: [], unsureUntil: this.writesEnded + this.writing };
  }

  private committed(change: ReadModelChange): void {
    this.generation++;
    this.recent.push({ generation: this.generation, change });
    if (this.recent.length > MAX_RECENT_COMMITS) this.recent.shift();
    const addedKeys = this.weighsAdditions && change.rows === 'added' ? change.addedKeys : undefined;
    // What this commit's rows may already be in (kept while its batch was committing) goes, as do the others when
    // the keys would be too many to weigh.
    const weighed = (entry: Kept): boolean =>
      addedKeys !== undefined && entry.unsureUntil <= this.writesEnded && entry.added.length + addedKeys.length <= MAX_ADDED_KEYS;
    const settle = <Entry extends Kept>(entries: Map<string, Entry>, capped: (entry: Entry) => boolean) => {
      for (const [key, entry] of entries) {
        const effect = effectOf(change, entry.reads, capped(entry));
        if (effect === 'none') continue;
        if (effect === 'changed' || !weighed(entry)) entries.delete(key);
        else entry.added.push(...(addedKeys as readonly string[]));
      }
    };
    settle(this.counts, (entry) => entry.seen >= entry.cap);
    settle(this.lookups, () => false);
    for (const [key, list] of this.lists) {
      const effect = effectOf(change, list.reads);
      if (effect === 'none') continue;
      if (effect === 'added' && addedKeys) trimAnchors(list, addedKeys.length, this.writesEnded);
      if (effect === 'changed' || !weighed(list) || list.anchors.size === 0) this.lists.delete(key);
      else list.added.push(...(addedKeys as readonly string[]));
    }
  }
}

/**
 * Before `adding` more keys to a list: its page starts kept while the batch was being written go, and those that would
 * carry too many keys to weigh; the keys no page start needs any more are let go.
 */
function trimAnchors(list: AnchorList, adding: number, writesEnded: number): void {
  for (const [offset, anchor] of list.anchors) {
    if (anchor.unsureUntil > writesEnded || list.added.length - anchor.addedFrom + adding > MAX_ADDED_KEYS) list.anchors.delete(offset);
  }
  const unneeded = Math.min(...[...list.anchors.values()].map((anchor) => anchor.addedFrom), list.added.length);
  if (unneeded === 0) return;
  list.added.splice(0, unneeded);
  for (const anchor of list.anchors.values()) anchor.addedFrom -= unneeded;
}

/**
 * The starts of a list less than `page` rows from `offset` on either side, other than `offset`: a start moved by hires
 * (page 5,000 of a list now starts one row further on) stays beside the one then kept at the page's own offset, and
 * every hire before them would add as many again, each to weigh after every later hire. A page served from a start a
 * few rows back only skips those rows.
 */
function nearbyStarts(list: AnchorList, offset: number, page: number): number[] {
  if (page <= 1) return [];
  return [...list.anchors.keys()].filter((at) => at !== offset && Math.abs(at - offset) < page);
}

/** The entry under `key`, unless its time is up (then it goes). */
function live<Entry extends { expiresAt: number }>(entries: Map<string, Entry>, key: string): Entry | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt > Date.now()) return entry;
  entries.delete(key);
  return undefined;
}

const holding = <T>(known: Known<T> | undefined): T | undefined => (known && known.added.length === 0 ? known.value : undefined);

/**
 * What a change does to what was computed from `reads`: nothing; rows added and nothing it read changed (a capped
 * count, "at least 1,001", stays true: `none`); or anything.
 */
function effectOf(change: ReadModelChange, reads: ReadColumns, cappedCount = false): 'none' | 'added' | 'changed' {
  if (change.rows === 'any' || reads === undefined) return 'changed';
  if (reads.some((column) => change.columns.has(column))) return 'changed';
  if (change.rows === 'added') return cappedCount ? 'none' : 'added';
  return 'none';
}
