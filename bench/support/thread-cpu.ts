import { readFileSync, readdirSync } from 'node:fs';

/** Linux counts a thread's CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const MS_PER_TICK = 10;

/** The CPU time (user and system) each thread of a process has used so far, by thread id, from /proc. */
function threadCpuMs(pid: number): Map<number, number> {
  const used = new Map<number, number>();
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the
    // 14th and 15th of the line, the 12th and 13th after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    used.set(Number(thread), (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK);
  }
  return used;
}

/** Where a load run's CPU went, in milliseconds a request. */
export interface CpuPerRequest {
  /** The server's main thread: HTTP, the answer's JSON, everything but the search index. */
  serverMain: number;
  /**
   * The server's busiest other threads, as many as the search index has copies: in a search run, its threads.
   * When the index is nearly idle (`/api/health`), these are V8's garbage-collection helpers instead.
   */
  serverIndex: number;
  /** The server's other threads together: V8's garbage collection helpers, libuv's pool. */
  serverRest: number;
  /** This process: the load generator and its bookkeeping. */
  loadGenerator: number;
}

/**
 * Follows the CPU time of a server's threads and of this process (the load generator) between the start and
 * the end of a measured run (`drive`'s `watch`).
 */
export class CpuWatch {
  private threadsAtStart = new Map<number, number>();
  private threadsAtEnd = new Map<number, number>();
  private ownAtStart = process.cpuUsage();
  private own = { user: 0, system: 0 };

  constructor(private readonly pid: number) {}

  measuredRunStarted(): void {
    this.threadsAtStart = threadCpuMs(this.pid);
    this.ownAtStart = process.cpuUsage();
  }

  measuredRunEnded(): void {
    this.threadsAtEnd = threadCpuMs(this.pid);
    this.own = process.cpuUsage(this.ownAtStart);
  }

  /** `indexCopies`: how many of the busiest other threads to count as the search index's. */
  perRequest(requests: number, indexCopies: number): CpuPerRequest {
    let serverMain = 0;
    const others: number[] = [];
    for (const [thread, ms] of this.threadsAtEnd) {
      const used = ms - (this.threadsAtStart.get(thread) ?? 0);
      if (thread === this.pid) serverMain = used;
      else others.push(used);
    }
    others.sort((a, b) => b - a);
    const sum = (values: number[]) => values.reduce((total, used) => total + used, 0);
    const serverIndex = sum(others.slice(0, indexCopies));
    const serverRest = sum(others.slice(indexCopies));
    const loadGenerator = (this.own.user + this.own.system) / 1000;
    const per = (ms: number) => ms / Math.max(1, requests);
    return {
      serverMain: per(serverMain),
      serverIndex: per(serverIndex),
      serverRest: per(serverRest),
      loadGenerator: per(loadGenerator),
    };
  }
}
