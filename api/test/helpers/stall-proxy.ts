import { connect, createServer, type Socket } from 'node:net';

export interface StallProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** Stops forwarding: sockets stay open, bytes are held (a network partition, not a reset). */
  stall(): void;
  /** Delivers what was held, then forwards again (closes that happened meanwhile follow). */
  heal(): void;
  /**
   * Loses the next COMMIT a client sends (once), on that connection only: 'answer', PostgreSQL
   * receives and runs it but the client's connection breaks before the answer reaches it;
   * 'request', it never arrives and both sides see the connection break; 'request-held', the
   * client's side breaks while the server's stays open, its session idle in the transaction.
   */
  loseNextCommit(loss: CommitLoss): void;
  /** Destroys every open connection at once (a reset, as a failed link or firewall gives). */
  cut(): void;
  close(): Promise<void>;
}

export type CommitLoss = 'answer' | 'request' | 'request-held';

// PostgreSQL's simple-protocol message for `COMMIT`: 'Q', its length (4 + 7), the text and a NUL.
const COMMIT_QUERY = Buffer.concat([Buffer.from([0x51, 0, 0, 0, 11]), Buffer.from('COMMIT\0')]);

/**
 * A TCP proxy to `target` that can stall like a broken network: the peers see no error and no
 * close, just silence; when it heals, the held bytes arrive late, as TCP retransmission would
 * deliver them.
 */
export async function startStallProxy(target: { host: string; port: number }): Promise<StallProxy> {
  let stalled = false;
  const onHeal = new Set<() => void>();
  const sockets = new Set<Socket>();
  let commitLoss: CommitLoss | undefined;

  /** `intercept` sees each chunk first (true: dealt with); `keepOpen`, whether to outlive `from`. */
  const forward = (
    from: Socket,
    to: Socket,
    intercept: (chunk: Buffer) => boolean,
    keepOpen = () => false,
  ) => {
    const held: Buffer[] = [];
    let closedWhileStalled = false;
    from.on('data', (chunk: Buffer) => {
      if (intercept(chunk)) return;
      if (stalled) held.push(chunk);
      else to.write(chunk);
    });
    from.on('close', () => {
      if (stalled) closedWhileStalled = true;
      else if (!keepOpen()) to.end();
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
    const connection = { answersDropped: false, keepUpstream: false };
    forward(
      client,
      upstream,
      (chunk) => {
        const at = commitLoss && !stalled ? chunk.indexOf(COMMIT_QUERY) : -1;
        if (at < 0) return false;
        const loss = commitLoss;
        commitLoss = undefined;
        upstream.write(chunk.subarray(0, at)); // whatever came before the COMMIT
        if (loss === 'answer') {
          upstream.write(chunk.subarray(at));
          connection.answersDropped = true;
        }
        if (loss === 'request') upstream.destroy();
        if (loss === 'request-held') connection.keepUpstream = true;
        client.destroy();
        return true;
      },
      () => connection.keepUpstream,
    );
    forward(upstream, client, () => connection.answersDropped);
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
    loseNextCommit: (loss) => {
      commitLoss = loss;
    },
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A stall proxy in front of the test database (TEST_DATABASE_URL), and that database's URL through it. */
export async function stallProxyToTestDatabase(): Promise<{ proxy: StallProxy; url: string }> {
  const target = new URL(process.env.TEST_DATABASE_URL ?? '');
  const proxy = await startStallProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { proxy, url: url.toString() };
}
