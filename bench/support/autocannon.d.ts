/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }

  interface Options {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    headers?: Record<string, string>;
    /** Each connection cycles through these; `setupRequest` may rewrite a request before every send. */
    requests?: Array<Request & { setupRequest?: (request: Request) => Request }>;
    /** A run before the measured one, whose responses are not reported. */
    warmup?: { connections: number; duration: number };
  }

  interface Result {
    requests: { average: number };
    /** Connection errors, timeouts included. */
    errors: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    /** `response` listeners receive (client, statusCode, bytes, milliseconds). */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this;
  }

  export default function autocannon(options: Options): Instance;
}
