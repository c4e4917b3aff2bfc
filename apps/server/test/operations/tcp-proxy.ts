import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a server, which a test can make refuse connections (as a
 * database that has gone away does) and accept them again, without touching the server itself.
 */
export type TcpProxy = {
  port: number;
  /** Stop listening and cut every open connection: new connections are refused. */
  refuse(): Promise<void>;
  /** Listen again on the same port and pass connections through. */
  allow(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = async () => {
    const closed = server.listening ? new Promise((resolve) => server.close(resolve)) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    refuse: stop,
    allow: async () => {
      if (!server.listening) await listen();
    },
    close: stop,
  };
}
