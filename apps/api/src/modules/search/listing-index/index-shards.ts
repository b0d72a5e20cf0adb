import type { FoundPage, IndexedDocument, ResolvedSearch } from '../search-types.ts';
import type { NameMatchRow } from '../service.ts';
import { IndexThread, type IndexFigures } from './index-thread.ts';
import { mergeShardNames, mergeShardPages, shardSearch } from './shard-merge.ts';

/**
 * The listing index split into shards, each in a thread of its own (decision 0020): a listing lives in the
 * shard its id hashes to, and every search is answered by all of them at once and merged. A search's matching
 * is spread over the machine's cores, so one search takes about 1/n of the time and the cores share the load.
 * Each thread answers in the order it was sent work, so a search sent after a write sees it in every shard.
 */
export class IndexShards {
  private readonly threads: IndexThread[];

  constructor(count: number, onLost: (error: Error) => void) {
    this.threads = Array.from({ length: count }, () => new IndexThread(onLost));
  }

  get figures(): IndexFigures {
    const figures = this.threads.map((thread) => thread.figures);
    return {
      listings: figures.reduce((sum, shard) => sum + shard.listings, 0),
      bytes: figures.reduce((sum, shard) => sum + shard.bytes, 0),
      deadShare: Math.max(...figures.map((shard) => shard.deadShare)),
    };
  }

  async reset(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.call('reset')));
  }

  async put(documents: readonly IndexedDocument[]): Promise<void> {
    const byShard = this.split(documents, (document) => document.id);
    await Promise.all(
      this.threads.map((thread, shard) => thread.call('put', byShard[shard] as IndexedDocument[])),
    );
  }

  /** Puts these listings and removes those the database no longer holds. */
  async apply(documents: readonly IndexedDocument[], removedIds: readonly string[]): Promise<void> {
    const documentsByShard = this.split(documents, (document) => document.id);
    const removedByShard = this.split(removedIds, (id) => id);
    await Promise.all(
      this.threads.map((thread, shard) =>
        thread.call('apply', documentsByShard[shard] as IndexedDocument[], removedByShard[shard] as string[]),
      ),
    );
  }

  async seal(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.call('seal')));
  }

  async findPage(search: ResolvedSearch): Promise<FoundPage> {
    const asked = shardSearch(search);
    return mergeShardPages(
      search,
      await Promise.all(this.threads.map((thread) => thread.call('findPage', asked))),
    );
  }

  async namesMatching(
    typed: readonly string[],
    lastAsPrefix: boolean,
    limit: number,
  ): Promise<NameMatchRow[]> {
    const shards = await Promise.all(
      this.threads.map((thread) => thread.call('namesMatching', typed, lastAsPrefix, limit)),
    );
    return mergeShardNames(shards, limit);
  }

  async stop(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.stop()));
  }

  /** The values by the shard their id hashes to. */
  private split<Value>(values: readonly Value[], idOf: (value: Value) => string): Value[][] {
    const byShard = this.threads.map((): Value[] => []);
    for (const value of values) byShard[shardOf(idOf(value), this.threads.length)]?.push(value);
    return byShard;
  }
}

/** The shard a listing lives in: its id's FNV-1a hash, modulo the shards. */
export function shardOf(id: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < id.length; at++) hash = Math.imul(hash ^ id.charCodeAt(at), 0x01000193);
  return (hash >>> 0) % shards;
}
