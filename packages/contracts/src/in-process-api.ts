/**
 * The API answered inside the process that serves the pages (`npm start`, decision 0022): the web app's server
 * loaders call it as they would over HTTP, minus the socket, so a render's own calls never wait behind the
 * visitors' requests at the door. The server puts it on `globalThis` under `IN_PROCESS_API` before the first
 * render; a web server run alone finds nothing there and calls the API over HTTP.
 */
export interface InProcessRequest {
  method: string;
  /** Path and query string, e.g. `/api/facilities/1?x=y`. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface InProcessAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export type InProcessApi = (request: InProcessRequest) => Promise<InProcessAnswer>;

export const IN_PROCESS_API = Symbol.for('carefinder.in-process-api');

/** The in-process API, when this process serves it. */
export const inProcessApi = (): InProcessApi | undefined =>
  (globalThis as { [IN_PROCESS_API]?: InProcessApi })[IN_PROCESS_API];
