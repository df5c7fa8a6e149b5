import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP proxy the tests can cut: `blackhole()` silently drops everything the server sends,
 * `cut()` closes every connection (the client then reconnects through the proxy).
 */
export class TcpProxy {
  private server: Server;
  private pairs = new Set<[Socket, Socket]>();
  private dropping = false;
  port = 0;

  constructor(private targetPort: number) {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, "127.0.0.1");
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      client.on("data", (data) => upstream.write(data));
      upstream.on("data", (data) => {
        if (!this.dropping) client.write(data);
      });
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.pairs.delete(pair);
      };
      client.on("close", close);
      upstream.on("close", close);
      client.on("error", close);
      upstream.on("error", close);
    });
  }

  listen(): Promise<number> {
    return new Promise((done) =>
      this.server.listen(0, "127.0.0.1", () => {
        const address = this.server.address();
        this.port = typeof address === "object" && address ? address.port : 0;
        done(this.port);
      }),
    );
  }

  blackhole() {
    this.dropping = true;
  }

  cut() {
    this.dropping = false;
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  close() {
    this.cut();
    this.server.close();
  }
}
