/**
 * Latency at a fixed arrival rate (open loop): request i is due at start + i/rate, and its latency is counted from that
 * moment, not from when it went out. A client that fell behind therefore shows the wait it caused, instead of hiding
 * it (coordinated omission), and requests are spread evenly, not fired in bursts at each second's start (autocannon's
 * overallRate does that over its connections, so its p99 was the queue of a burst).
 */
import http from "node:http";

export interface PacedRequest {
  method: "GET" | "POST";
  path: () => string;
  headers: Record<string, string>;
  body?: () => string;
}

export interface PacedResult {
  sent: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

export async function pacedLatency(base: string, rate: number, seconds: number, request: PacedRequest): Promise<PacedResult> {
  const { hostname, port } = new URL(base);
  // Enough sockets that the client never queues at half of the server's saturated rate; each stays open.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const start = performance.now();
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const body = request.body?.();
      const req = http.request(
        { agent, hostname, port, method: request.method, path: request.path(), headers: request.headers },
        (res) => {
          res.resume();
          res.on("end", () => {
            if ((res.statusCode ?? 500) >= 400) errors++;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const inFlight: Promise<void>[] = [];
  while (sent < total) {
    const now = performance.now();
    // Everything due by now goes out now, each timed from its own due moment.
    while (sent < total && start + (sent * 1000) / rate <= now) {
      inFlight.push(one(start + (sent * 1000) / rate));
      sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((x, y) => x - y);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  return { sent, p50: at(0.5), p99: at(0.99), max: at(1), errors };
}
