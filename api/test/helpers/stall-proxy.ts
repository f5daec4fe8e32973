import { connect, createServer, type Socket } from 'node:net';

export interface StallProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** Stops forwarding: sockets stay open, bytes are held (a network partition, not a reset). */
  stall(): void;
  /** Delivers what was held, then forwards again (closes that happened meanwhile follow). */
  heal(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy to `target` that can stall like a broken network: the peers see no error and no
 * close, just silence; when it heals, the held bytes arrive late, as TCP retransmission would
 * deliver them.
 */
export async function startStallProxy(target: { host: string; port: number }): Promise<StallProxy> {
  let stalled = false;
  const onHeal = new Set<() => void>();
  const sockets = new Set<Socket>();

  const forward = (from: Socket, to: Socket) => {
    const held: Buffer[] = [];
    let closedWhileStalled = false;
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push(chunk);
      else to.write(chunk);
    });
    from.on('close', () => {
      if (stalled) closedWhileStalled = true;
      else to.end();
    });
    onHeal.add(() => {
      for (const chunk of held.splice(0)) to.write(chunk);
      if (closedWhileStalled) to.end();
    });
  };

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as { port: number }).port,
    stall: () => {
      stalled = true;
    },
    heal: () => {
      stalled = false;
      for (const deliver of onHeal) deliver();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
