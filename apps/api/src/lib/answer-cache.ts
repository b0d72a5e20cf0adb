/**
 * Answers kept in memory for a while, by key: the same public answer a shared cache may keep for as long
 * (Cache-Control s-maxage), kept in the process so that a popular search is computed once per period rather
 * than once per visitor. Concurrent requests for a missing key share one computation; a failed computation
 * is not kept. The least recently used entry goes when the cache is full.
 */
export interface AnswerCache<Value> {
  get(key: string, nowMs: number, compute: () => Promise<Value>): Promise<Value>;
  /** Whether `get` would answer from the cache now, without computing. */
  has(key: string, nowMs: number): boolean;
  /** Drops the key's answer, so the next `get` computes it afresh. */
  forget(key: string): void;
  /** Drops every answer. */
  clear(): void;
}

export function createAnswerCache<Value>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number;
  maxEntries: number;
}): AnswerCache<Value> {
  const entries = new Map<string, { expiresAt: number; answer: Promise<Value> }>();
  return {
    forget(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    has(key, nowMs) {
      return ttlMs > 0 && (entries.get(key)?.expiresAt ?? 0) > nowMs;
    },
    get(key, nowMs, compute) {
      if (ttlMs <= 0) return compute();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > nowMs) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.answer;
      }
      const answer = compute();
      entries.delete(key);
      entries.set(key, { expiresAt: nowMs + ttlMs, answer });
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return answer;
    },
  };
}

/** A key for a parsed query: its set parameters in name order, so equal queries share one entry. */
export function queryKey(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .filter((name) => query[name] !== undefined)
      .sort()
      .map((name) => [name, query[name]]),
  );
}
