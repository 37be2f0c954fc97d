import { promisify } from "node:util";
import zlib from "node:zlib";

/** The encodings the server stores and sends, best first (docs/rules.md "Delivery"). */
export type Encoding = "br" | "gzip";

/** Answers below this are sent as they are: the headers would cost more than compression saves. */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The best encoding the client accepts (`br`, then `gzip`), honouring `q=0` refusals and `*`; undefined when it
 * accepts neither (the plain body is sent).
 */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of [acceptEncoding ?? ""].flat().join(",").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get("*") ?? 0;
  const best = (["br", "gzip"] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best;
}

/**
 * `body` in `encoding`, for a shared answer that is read many times per data version. Brotli at quality 5 costs a few
 * milliseconds on a large leaderboard and lands close to the best ratio for JSON.
 */
export function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 6 });
}
