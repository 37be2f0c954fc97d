import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local results feed for tests (there is no network): serves whatever `respond` does at /feed.json, so a test
 * can play a healthy feed, one that is down, slow, oversized or malformed. Counts the requests it answered.
 */
export class TestFeedServer {
  requests = 0;
  respond: (res: http.ServerResponse) => void = (res) => res.writeHead(404).end();
  private readonly sockets = new Set<import("node:net").Socket>();

  private constructor(private readonly server: http.Server) {
    server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
  }

  static async start(): Promise<TestFeedServer> {
    let feed: TestFeedServer | undefined;
    const server = http.createServer((_req, res) => {
      if (!feed) return;
      feed.requests += 1;
      feed.respond(res);
    });
    feed = new TestFeedServer(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return feed;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/feed.json`;
  }

  /** Serves this value as JSON. */
  serveJson(value: unknown): void {
    const body = JSON.stringify(value);
    this.respond = (res) => res.writeHead(200, { "content-type": "application/json" }).end(body);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
