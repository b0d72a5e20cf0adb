import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The loopback port it listens on (fixed at creation, so a URL built from it stays valid). */
  readonly port: number;
  /** Accepts connections again after `cut` (or for the first time, when created with `listening: false`). */
  listen(): Promise<void>;
  /** The database "goes away": every open connection is destroyed and new ones are refused. */
  cut(): Promise<void>;
  /** Cuts (as `cut`) as soon as the client sends bytes containing `marker`, before forwarding them. */
  cutWhenClientSends(marker: string): Promise<void>;
  close(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';

async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, LOOPBACK, resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/**
 * A TCP relay on 127.0.0.1 between the app and a database server, which a test cuts to make the database
 * unreachable mid-run (the outage probe did the same with a proxy). It only ever listens on loopback, and
 * `close` destroys every socket it opened.
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  { listening = true }: { listening?: boolean } = {},
): Promise<TcpProxy> {
  const port = await freeLoopbackPort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let marker: { text: string; reached: () => void } | undefined;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A peer vanishing is the point of this proxy, never an uncaught error.
    socket.on('error', () => {});
  };

  function relay(client: Socket) {
    track(client);
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      if (marker && chunk.includes(marker.text)) {
        marker.reached();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  }

  async function listen() {
    if (server) return;
    const opened = createServer(relay);
    await new Promise<void>((resolve, reject) =>
      opened.once('error', reject).listen(port, LOOPBACK, () => resolve()),
    );
    server = opened;
  }

  async function cut() {
    marker = undefined;
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  if (listening) await listen();
  return {
    port,
    listen,
    cut,
    cutWhenClientSends: (text) =>
      new Promise<void>((resolve) => {
        marker = { text, reached: () => void cut().then(resolve) };
      }),
    close: cut,
  };
}

/** The same database URL, reached through the proxy. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = LOOPBACK;
  url.port = String(proxy.port);
  return url.toString();
}

/** Where a PostgreSQL URL points (the proxy's target). */
export function databaseServer(databaseUrl: string): { host: string; port: number } {
  const url = new URL(databaseUrl);
  return { host: url.hostname || LOOPBACK, port: Number(url.port || 5432) };
}
