import type { AddressInfo } from 'node:net';
import { createServer, Socket } from 'node:net';

/**
 * A TCP relay to a real service that a test can cut and restore, as a network outage does, and that
 * can hold each chunk `delayMs` on its way, as a far network does.
 */
export interface TcpProxy {
  readonly port: number;
  /** Drops every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(
  targetPort: number,
  { host = '127.0.0.1', delayMs = 0 }: { host?: string; delayMs?: number } = {},
): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let refusing = false;
  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = new Socket();
    upstream.connect(targetPort, host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    relay(client, upstream, delayMs);
    relay(upstream, client, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      refusing = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Chunks keep their order: timers of one delay fire in the order they were set. */
function relay(from: Socket, to: Socket, delayMs: number): void {
  if (delayMs === 0) {
    from.pipe(to);
    return;
  }
  from.on('data', (chunk) => {
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, delayMs);
  });
}
