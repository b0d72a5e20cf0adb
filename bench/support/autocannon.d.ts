/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    headers?: Record<string, string>;
    /**
     * Each connection cycles through these; `setupRequest` may rewrite a request before every send, and
     * `onResponse` sees every answer's status, body and headers (names spelt as the server sent them).
     */
    requests?: Array<
      Request & {
        setupRequest?: (request: Request) => Request;
        onResponse?: (
          status: number,
          body: string,
          context: Record<string, unknown>,
          headers: Record<string, string | string[]>,
        ) => void;
      }
    >;
    /** A run before the measured one, whose responses are not reported. */
    warmup?: { connections: number; duration: number };
  }

  interface Result {
    requests: { average: number };
    /** Connection errors, timeouts included. */
    errors: number;
    /** Requests without an answer within the client's timeout (10 s by default). */
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    /** The measured run begins (after the warm-up, when there is one). */
    on(event: 'start', listener: () => void): this;
    /** `response` listeners receive (client, statusCode, bytes, milliseconds). */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this;
  }

  export default function autocannon(options: Options): Instance;
}
