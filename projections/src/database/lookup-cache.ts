/**
 * What a read model's query may keep between requests while its rows are unchanged, and share with the same question
 * asked at once (the workers' quick-search lookup): the backend's ListPagingCache (http/paging/list-paging-cache).
 */
export interface LookupCache {
  /** Marks the start of a computation, for keepLookup to tell whether a commit happened meanwhile. */
  begin(): number;
  /** A kept lookup, with the keys of the rows added since. */
  lookupKnown<T>(key: string): { value: T; added: readonly string[] } | undefined;
  /** Keeps a lookup computed since `begun`, until a commit changes one of the columns it `reads`. */
  keepLookup(key: string, value: unknown, begun: number, reads?: readonly string[]): void;
  /** The answer of `compute`, shared with every identical question asked while it runs. */
  shared<T>(key: string, compute: () => Promise<T>): Promise<T>;
}
