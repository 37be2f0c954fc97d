import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** What a browser would show: the decrypted payload. */
export interface ReceivedPush {
  subscriptionId: string;
  title: string;
  body: string;
  requireInteraction: boolean;
  actions: { action: string; title: string }[];
  icon: string;
  data: { url: string; notificationId: string | null };
}

/** A browser-side subscription: the JSON the server gets, and the private half only the "browser" knows. */
export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface SubscriptionSecrets {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  authSecret: Buffer;
}

/**
 * A local Web Push service on 127.0.0.1: for each `POST /push/<id>` it checks the VAPID authorization
 * (`vapid t=<ES256 JWT>, k=<public key>`: signature, aud = this origin, exp in the future, and k = the
 * expected server key when known), decrypts the aes128gcm body (RFC 8188 + RFC 8291) with the
 * subscription's private key and auth secret, and records what a browser would show. It can be told to
 * answer any status for an endpoint (410, 500...). Problems are collected in `errors`, never thrown.
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  readonly errors: string[] = [];
  /** Requests per subscription id, whatever the outcome. */
  readonly attempts = new Map<string, number>();
  /** When set, `k` must equal this (the server's VAPID public key). */
  expectedVapidKey: string | undefined;
  private readonly secrets = new Map<string, SubscriptionSecrets>();
  private readonly statuses = new Map<string, number>();
  private counter = 0;

  private constructor(
    private readonly server: http.Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<TestPushService> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const service = new TestPushService(server, `http://127.0.0.1:${port}`);
    server.on("request", (req, res) => service.handle(req, res));
    return service;
  }

  /** A new subscription whose keys are made here, as a browser makes them. */
  subscription(id = `sub${++this.counter}-${randomBytes(4).toString("hex")}`): TestSubscription {
    const ecdh = createECDH("prime256v1");
    const publicKey = ecdh.generateKeys();
    const authSecret = randomBytes(16);
    this.secrets.set(id, { ecdh, publicKey, authSecret });
    return {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") },
    };
  }

  /** Answer this status for the subscription from now on (undefined: back to 201). */
  respondWith(id: string, status: number | undefined): void {
    if (status === undefined) this.statuses.delete(id);
    else this.statuses.set(id, status);
  }

  messagesFor(id: string): ReceivedPush[] {
    return this.received.filter((m) => m.subscriptionId === id);
  }

  clear(): void {
    this.received.length = 0;
    this.errors.length = 0;
    this.attempts.clear();
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const match = /^\/push\/([\w-]+)$/.exec(req.url ?? "");
      if (req.method !== "POST" || !match) {
        res.writeHead(404).end();
        return;
      }
      const id = match[1];
      this.attempts.set(id, (this.attempts.get(id) ?? 0) + 1);
      const status = this.statuses.get(id);
      if (status !== undefined) {
        res.writeHead(status).end();
        return;
      }
      try {
        this.checkHeaders(req);
        const payload = this.decrypt(id, Buffer.concat(chunks));
        this.received.push({ subscriptionId: id, ...(JSON.parse(payload) as Omit<ReceivedPush, "subscriptionId">) });
        res.writeHead(201).end();
      } catch (error) {
        this.errors.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
        res.writeHead(400).end();
      }
    });
  }

  private checkHeaders(req: http.IncomingMessage): void {
    if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("Content-Encoding is not aes128gcm");
    if (!req.headers.ttl || !/^\d+$/.test(String(req.headers.ttl))) throw new Error("TTL header missing");
    const auth = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(req.headers.authorization ?? "");
    if (!auth) throw new Error(`bad Authorization header: ${req.headers.authorization}`);
    const [, jwt, k] = auth;
    if (this.expectedVapidKey && k !== this.expectedVapidKey) throw new Error("k is not the server's VAPID key");
    const raw = Buffer.from(k, "base64url");
    if (raw.length !== 65 || raw[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
    const key = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: raw.subarray(1, 33).toString("base64url"),
        y: raw.subarray(33, 65).toString("base64url"),
      },
      format: "jwk",
    });
    const [header, claims, signature] = jwt.split(".");
    const headerJson = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string };
    if (headerJson.alg !== "ES256") throw new Error(`JWT alg ${headerJson.alg}`);
    const signed = Buffer.from(`${header}.${claims}`);
    if (!verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"))) {
      throw new Error("VAPID JWT signature does not verify");
    }
    const payload = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
    if (payload.aud !== this.origin) throw new Error(`JWT aud ${payload.aud} is not ${this.origin}`);
    if (typeof payload.exp !== "number" || payload.exp <= Date.now() / 1000) throw new Error("JWT expired");
    if (payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error("JWT exp more than 24 h ahead");
    if (!payload.sub) throw new Error("JWT has no sub");
  }

  /** RFC 8188 aes128gcm content coding with the RFC 8291 Web Push key derivation; one record. */
  private decrypt(id: string, body: Buffer): string {
    const secrets = this.secrets.get(id);
    if (!secrets) throw new Error("unknown subscription");
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body[20];
    const serverPublicKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    if (idLength !== 65) throw new Error("keyid is not a P-256 public key");
    if (record.length > recordSize) throw new Error("more than one record");

    const ecdhSecret = secrets.ecdh.computeSecret(serverPublicKey);
    const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), secrets.publicKey, serverPublicKey]);
    const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, secrets.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
    const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02 followed by optional zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error("bad padding delimiter");
    return padded.subarray(0, end).toString("utf8");
  }
}
